import type { Metadata } from "next";
import Link from "next/link";
import { SignupForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Create an organisation" };

export default function SignupPage() {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Create an organisation</h1>
        <p className="muted">Every organisation starts on the Free plan; you become its owner.</p>
        <SignupForm />
        <p className="small">
          Already have an account? <Link href="/login">Sign in</Link>.
        </p>
      </div>
    </main>
  );
}
