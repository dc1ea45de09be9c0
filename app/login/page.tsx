import type { Metadata } from "next";
import Link from "next/link";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallback } from "@/lib/portal-client/safe-callback";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const organizationId = one(params.organizationId);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{organizationId ? "Switch organisation" : "Sign in"}</h1>
        {organizationId ? (
          <p className="notice info">
            Confirm your password to continue as a member of <strong>{one(params.org) ?? "the chosen organisation"}</strong>.
          </p>
        ) : null}
        <LoginForm email={one(params.email) ?? ""} organizationId={organizationId} callbackUrl={safeCallback(one(params.callbackUrl))} />
        <p className="small">
          New here? <Link href="/signup">Create an organisation</Link>.
        </p>
      </div>
    </main>
  );
}
