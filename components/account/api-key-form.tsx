"use client";
import { useState } from "react";
import { createApiKeyBody } from "@/lib/auth/schemas";
import { SCOPES } from "@/lib/auth/permissions";
import { useCreateApiKey } from "@/lib/portal-client/hooks/use-api-keys";
import type { NewApiKeyDocument } from "@/lib/portal-client/api-types";
import { Field } from "@/components/ui/field";
import { FormError, Problem } from "@/components/ui/states";

export function ApiKeyForm({ onCreated }: { onCreated: (key: NewApiKeyDocument) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>(["products:read"]);
  const [sandbox, setSandbox] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createApiKeyBody.safeParse({ name, scopes, sandbox });
    if (!parsed.success) return setProblem(parsed.error.issues.map((i) => i.message).join(" "));
    setProblem(null);
    create.mutate(parsed.data, { onSuccess: (key) => (setName(""), onCreated(key)) });
  }
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="new-key">
      <h2 id="new-key">New API key</h2>
      <Problem message={problem} />
      <FormError error={create.error} />
      <Field label="Key name" hint="Where it is used, e.g. “ERP nightly sync”.">
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <fieldset>
        <legend>Scopes</legend>
        <div className="form-grid">
          {SCOPES.map((scope) => (
            <label key={scope} className="check">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={(e) => setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))} />
              <code>{scope}</code>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={sandbox} onChange={(e) => setSandbox(e.target.checked)} />
        Sandbox key: reads real data, every change is refused
      </label>
      <p>
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create key"}
        </button>
      </p>
    </form>
  );
}
