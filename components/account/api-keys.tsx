"use client";
import { useState } from "react";
import { useApiKeys, useRevokeApiKey, useRotateApiKey } from "@/lib/portal-client/hooks/use-api-keys";
import type { NewApiKeyDocument } from "@/lib/portal-client/api-types";
import { formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { ApiKeyForm } from "./api-key-form";
import { NewKeySecret } from "./new-key-secret";
import { ApiKeyUsage } from "./api-key-usage";
import { TableHead } from "../ui/table-head";

export function ApiKeys() {
  const keys = useApiKeys();
  const rotate = useRotateApiKey();
  const revoke = useRevokeApiKey();
  const [secret, setSecret] = useState<NewApiKeyDocument | null>(null);
  return (
    <>
      <h1>API keys</h1>
      <p className="muted">Keys let your systems call the API. Keep live keys on servers only, never in browser code or repositories.</p>
      {secret ? <NewKeySecret apiKey={secret} onDone={() => setSecret(null)} /> : <ApiKeyForm onCreated={setSecret} />}
      {secret ? null : <ApiKeyUsage />}
      <FormError error={rotate.error ?? revoke.error} />
      {keys.isPending ? (
        <Loading label="Loading keys…" />
      ) : keys.isError ? (
        <ErrorState error={keys.error} retry={() => keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyState title="No API keys yet">
          <p>Create one above; its secret is shown once.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">API keys</caption>
            <TableHead columns={["Name", "Key", "Scopes", "Last used", "Actions"]} />
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id}>
                  <td>
                    {k.name} {k.sandbox ? <span className="badge sandbox">sandbox</span> : null}
                    {k.expiresAt ? <div className="small">Rotated: works until {formatDate(k.expiresAt)}</div> : null}
                  </td>
                  <td className="mono">{k.prefix}…</td>
                  <td className="small">{k.scopes.join(", ")}</td>
                  <td>{formatDate(k.lastUsedAt)}</td>
                  <td>
                    <div className="button-row">
                      {!k.expiresAt ? (
                        <button
                          type="button"
                          className="secondary"
                          disabled={rotate.isPending}
                          onClick={() => window.confirm(`Rotate ${k.name}? The old secret keeps working for a grace period.`) && rotate.mutate(k.id, { onSuccess: setSecret })}
                        >
                          Rotate
                        </button>
                      ) : null}
                      <button type="button" className="danger" onClick={() => window.confirm(`Revoke ${k.name}? It stops working at once.`) && revoke.mutate(k.id)}>
                        Revoke
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
