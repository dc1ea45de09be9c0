"use client";
import { useState } from "react";
import type { PassportDocument } from "@/lib/portal-client/api-types";
import { describeError } from "@/lib/portal-client/api-error";
import { useWithdrawPassport } from "@/lib/portal-client/hooks/use-passports";
import { shortChecksum } from "@/lib/portal-client/passports";
import { TableHead } from "@/components/ui/table-head";

type Props = { productId: string; passports: readonly PassportDocument[]; canWrite: boolean };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

// The published versions, newest first; an active one can be withdrawn
// (its QR code then answers that the passport is withdrawn).
export function PassportVersions({ productId, passports, canWrite }: Props) {
  const withdraw = useWithdrawPassport(productId);
  const [error, setError] = useState<string | null>(null);
  if (passports.length === 0) return <p className="muted">No passport published yet.</p>;

  async function confirmWithdraw(p: PassportDocument) {
    if (!window.confirm(`Withdraw version ${p.version}? Scanning the product's QR code will then say the passport is withdrawn, until a new version is published.`)) return;
    setError(null);
    try {
      await withdraw.mutateAsync(p.id);
    } catch (err) {
      setError(describeError(err));
    }
  }

  return (
    <>
      <h3 id="passport-versions-title">Versions</h3>
      <div className="table-wrap passport-versions-wrap">
        <table aria-labelledby="passport-versions-title" className="passport-versions">
          <TableHead columns={["Version", "Template", "Published", "Status", "Checksum", ...(canWrite ? ["Action"] : [])]} />
          <tbody>
            {passports.map((p) => (
              <tr key={p.id}>
                <td data-label="Version">{p.version}</td>
                <td data-label="Template">{p.content.template.name}</td>
                <td data-label="Published">{when(p.publishedAt)}</td>
                <td data-label="Status">
                  <span className={`badge ${p.status === "active" ? "active" : "red"}`}>{p.status === "active" ? "Active" : "Withdrawn"}</span>
                </td>
                <td data-label="Checksum">
                  <code title={p.checksum}>{shortChecksum(p.checksum)}</code>
                </td>
                {canWrite ? (
                  <td data-label="Action">
                    {p.status === "active" ? (
                      <button type="button" className="danger" disabled={withdraw.isPending} onClick={() => confirmWithdraw(p)} aria-label={`Withdraw version ${p.version}`}>
                        Withdraw
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
