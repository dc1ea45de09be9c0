"use client";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { acceptInvitationBody } from "@/lib/auth/schemas";
import { ApiError } from "@/lib/portal-client/api-error";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import type { JoinedMemberDocument } from "@/lib/portal-client/api-types";
import { signInAndReturn } from "@/lib/portal-client/invitations";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

type Joined = JoinedMemberDocument;

// A new person: a name and a password make the account, then a normal sign-in.
export function JoinAsNewUser({ token }: { token: string }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [existing, setExisting] = useState(false);
  const [busy, setBusy] = useState(false);
  const here = `/join?token=${encodeURIComponent(token)}`;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = acceptInvitationBody.safeParse({ token, name, password });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const user = await dataOf(client.POST("/api/v1/public/accept-invitation", { body: parsed.data }));
      const res = await signIn("credentials", { email: user.email, password, organizationId: user.organizationId, redirect: false });
      if (!res?.ok || res.error) throw new Error("You joined, but signing in failed. Sign in with your new password.");
      router.replace("/");
      router.refresh();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "CONFLICT") setExisting(true);
      else setError(err);
    }
  }

  if (existing) {
    return (
      <div className="notice info" role="status">
        <p>You already have an account with the invited email address.</p>
        <p>
          <Link className="button" href={signInAndReturn(here)}>
            Sign in to accept
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} />
      <Field label="Your name" error={fieldErrors.name}>
        <input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Choose a password" hint="At least 10 characters." error={fieldErrors.password}>
        <input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <button type="submit" disabled={busy}>
        {busy ? "Joining…" : "Join the organisation"}
      </button>
      <p className="small">
        Already have an account? <Link href={signInAndReturn(here)}>Sign in to accept</Link>.
      </p>
    </form>
  );
}

// Someone signed in: the invitation joins their account, if it was sent to their email.
export function JoinAsUser({ token, email }: { token: string; email: string }) {
  const [joined, setJoined] = useState<Joined | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function accept() {
    setBusy(true);
    setError(null);
    try {
      setJoined(await dataOf(client.POST("/api/v1/members/invitations/accept", { body: { token } })));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  if (joined) {
    return (
      <div className="notice success" role="status">
        <p>You joined as {joined.role}. Confirm your password to continue in the new organisation.</p>
        <p>
          <Link className="button" href={`/login?${new URLSearchParams({ organizationId: joined.organizationId, email, org: "the organisation you joined" })}`}>
            Continue
          </Link>
        </p>
      </div>
    );
  }
  const wrongPerson = error instanceof ApiError && error.status === 403;
  return (
    <>
      <p>
        You are signed in as <strong>{email}</strong>.
      </p>
      <button type="button" onClick={accept} disabled={busy}>
        {busy ? "Accepting…" : "Accept the invitation"}
      </button>
      {wrongPerson ? (
        <div className="notice error" role="alert">
          This invitation was sent to another email address. Sign out, then open the link again and sign in with the invited address (or join with a new
          account).{error.requestId ? <> Request id: <code>{error.requestId}</code></> : null}
        </div>
      ) : (
        <FormError error={error} />
      )}
    </>
  );
}
