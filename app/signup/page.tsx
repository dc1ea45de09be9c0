import type { Metadata } from "next";
import Link from "next/link";
import { SignupForm } from "@/components/auth/signup-form";
import { safeCallback } from "@/lib/portal-client/safe-callback";

export const metadata: Metadata = { title: "Create an organisation" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// ?kind=buyer chooses the buyer kind; ?callbackUrl= is where the new owner
// lands, e.g. the buyer invitation they came from (accepted on arrival).
export default async function SignupPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallback(typeof params.callbackUrl === "string" ? params.callbackUrl : undefined);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Create an organisation</h1>
        <p className="muted">Every organisation starts on the Free plan; you become its owner.</p>
        <SignupForm kind={params.kind === "buyer" ? "buyer" : "supplier"} callbackUrl={callbackUrl} />
        <p className="small">
          Already have an account? <Link href="/login">Sign in</Link>.
        </p>
      </div>
    </main>
  );
}
