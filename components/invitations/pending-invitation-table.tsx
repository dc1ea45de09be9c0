"use client";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDate } from "@/components/ui/format";
import { FormError } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

export type PendingRow = { id: string; email: string | null; role?: string; createdAt: string; expiresAt: string };
type Sent = { acceptUrl: string; emailSent: boolean; expiresAt: string };
type Action<R> = { mutate: (id: string, options: { onSuccess: (result: R) => void }) => void; isPending: boolean; error: unknown };

// Invitations sent and not yet accepted, for colleagues and for buyers alike:
// "Send again" makes a new link (the old one stops working) and emails it;
// when no email left, the new link is shown to pass on by hand.
export function PendingInvitationTable({ rows, withRole, resend, withdraw }: { rows: PendingRow[]; withRole: boolean; resend: Action<Sent>; withdraw: Action<unknown> }) {
  const [renewed, setRenewed] = useState<{ id: string; sent: Sent } | null>(null);
  const who = (row: PendingRow) => row.email ?? "a link without an address";
  return (
    <>
      <FormError error={resend.error ?? withdraw.error} />
      {renewed ? <Renewed row={rows.find((r) => r.id === renewed.id)} sent={renewed.sent} who={who} /> : null}
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Pending invitations</caption>
          <TableHead columns={["Email", ...(withRole ? ["Role"] : []), "Sent", "Valid until", "Actions"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.email ?? <span className="muted">Link only</span>}</td>
                {withRole ? <td>{row.role}</td> : null}
                <td>{formatDate(row.createdAt)}</td>
                <td>{formatDate(row.expiresAt)}</td>
                <td>
                  <div className="button-row">
                    <button
                      type="button"
                      className="secondary"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(row.id, { onSuccess: (sent) => setRenewed({ id: row.id, sent }) })}
                      aria-label={`Send the invitation to ${who(row)} again`}
                    >
                      Send again
                    </button>
                    <button type="button" className="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(row.id, { onSuccess: () => setRenewed(null) })} aria-label={`Withdraw the invitation to ${who(row)}`}>
                      Withdraw
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Renewed({ row, sent, who }: { row: PendingRow | undefined; sent: Sent; who: (row: PendingRow) => string }) {
  return (
    <div className={sent.emailSent ? "notice success" : "notice"} role="status">
      <p>
        {sent.emailSent && row ? `A new link was sent to ${who(row)}.` : "A new link was made; the email could not be sent, so pass it on yourself."} The previous link no longer works; this one is valid
        until {formatDate(sent.expiresAt)}.
      </p>
      {sent.emailSent ? null : (
        <div className="invite-link">
          <input readOnly value={sent.acceptUrl} aria-label="New invitation link" onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={sent.acceptUrl} label="Copy link" />
        </div>
      )}
    </div>
  );
}
