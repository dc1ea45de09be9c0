"use client";
import { useId, useState } from "react";
import { ApiError } from "@/lib/portal-client/api-error";
import { useUpdateShareLink } from "@/lib/portal-client/hooks/use-share-links";
import { changeBodyOf, dayFromNow, dayOf, type PasswordChoice, type ShareLinkDocument } from "@/lib/portal-client/share-links";
import { Field, FieldNotes } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

// A sent link's expiry and password changed (PATCH /api/v1/share-links/{id});
// what it shares stays as it is.
export function ShareLinkChange({ link, onDone }: { link: ShareLinkDocument; onDone: () => void }) {
  const update = useUpdateShareLink();
  const [expires, setExpires] = useState(dayOf(link.expiresAt));
  const [choice, setChoice] = useState<PasswordChoice>("keep");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<{ field: "expires" | "password"; message: string } | null>(null);
  const passwordId = useId();
  const apiError = update.error instanceof ApiError ? update.error : null;
  const expiresError = problem?.field === "expires" ? problem.message : apiError?.fieldError("expiresAt");
  const passwordError = problem?.field === "password" ? problem.message : apiError?.fieldError("password");

  async function save() {
    const built = changeBodyOf(link, { expires, choice, password });
    if ("problem" in built) return setProblem({ field: built.field, message: built.problem });
    setProblem(null);
    if (Object.keys(built.body).length > 0) await update.mutateAsync({ id: link.id, body: built.body });
    onDone();
  }

  return (
    <form
      className="share-link-change"
      aria-label={`Change ${link.name}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save().catch(() => undefined);
      }}
    >
      <Field label="Works until" hint="The last day the link opens; empty for no expiry. A later day opens an expired link again." error={expiresError}>
        <input type="date" value={expires} min={dayFromNow(0)} onChange={(e) => setExpires(e.target.value)} />
      </Field>
      <fieldset>
        <legend>Password</legend>
        <label className="check">
          <input type="radio" name={`${passwordId}-choice`} checked={choice === "keep"} onChange={() => setChoice("keep")} />
          {link.hasPassword ? "Keep the password" : "No password"}
        </label>
        <label className="check">
          <input type="radio" name={`${passwordId}-choice`} checked={choice === "set"} onChange={() => setChoice("set")} />
          {link.hasPassword ? "A new password" : "Ask for a password"}
        </label>
        {link.hasPassword ? (
          <label className="check">
            <input type="radio" name={`${passwordId}-choice`} checked={choice === "remove"} onChange={() => setChoice("remove")} />
            Remove the password: anyone with the link sees the products
          </label>
        ) : null}
        {choice === "set" ? (
          <div className="field">
            <label htmlFor={passwordId}>New password</label>
            <input
              id={passwordId}
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={200}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${passwordId}-hint${passwordError ? ` ${passwordId}-error` : ""}`}
              aria-invalid={passwordError ? true : undefined}
            />
            <FieldNotes id={passwordId} hint={`At least 8 characters. ${link.hasPassword ? "Browsers that opened the link with the old one must give the new one." : "Anyone opening the link must give it, from the next visit on."}`} error={passwordError} />
          </div>
        ) : null}
      </fieldset>
      {expiresError || passwordError ? null : <FormError error={update.error} />}
      <div className="button-row">
        <button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
