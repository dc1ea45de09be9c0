"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signupBody, type SignupBody } from "@/lib/auth/schemas";
import { client } from "@/lib/portal-client/fetch-client";
import { ApiError } from "@/lib/portal-client/api-error";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

type Values = Omit<SignupBody, "organizationKind"> & { organizationKind: "supplier" | "buyer" };
const EMPTY: Values = { organizationName: "", organizationKind: "supplier", name: "", email: "", password: "" };

// Sign-up through the public API, then a normal sign-in with the same password.
export function SignupForm({ kind, callbackUrl }: { kind: Values["organizationKind"]; callbackUrl: string }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ ...EMPTY, organizationKind: kind });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: e.target.value });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = signupBody.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await client.POST("/api/v1/public/signup", { body: parsed.data });
      const res = await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
      if (!res?.ok || res.error) throw new Error("Your organisation was created, but signing in failed. Sign in with your new password.");
      router.replace(callbackUrl);
      router.refresh();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "CONFLICT") setFieldErrors({ email: "An account with this email exists. Sign in instead." });
      else setError(err);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} />
      <Field label="Organisation name" error={fieldErrors.organizationName}>
        <input name="organizationName" autoComplete="organization" value={values.organizationName} onChange={set("organizationName")} />
      </Field>
      <fieldset>
        <legend>Your organisation is a</legend>
        <label className="check">
          <input type="radio" name="organizationKind" value="supplier" checked={values.organizationKind === "supplier"} onChange={set("organizationKind")} />
          Supplier: we keep product records and media
        </label>
        <label className="check">
          <input type="radio" name="organizationKind" value="buyer" checked={values.organizationKind === "buyer"} onChange={set("organizationKind")} />
          Buyer: we browse our suppliers&apos; catalogues
        </label>
      </fieldset>
      <Field label="Your name" error={fieldErrors.name}>
        <input name="name" autoComplete="name" value={values.name} onChange={set("name")} />
      </Field>
      <Field label="Email" error={fieldErrors.email}>
        <input type="email" name="email" autoComplete="email" value={values.email} onChange={set("email")} />
      </Field>
      <Field label="Password" hint="At least 10 characters." error={fieldErrors.password}>
        <input type="password" name="password" autoComplete="new-password" value={values.password} onChange={set("password")} />
      </Field>
      <button type="submit" disabled={busy}>
        {busy ? "Creating…" : "Create organisation"}
      </button>
    </form>
  );
}
