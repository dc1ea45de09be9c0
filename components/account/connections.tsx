"use client";
import { useState } from "react";
import { useAcceptConnection, useConnections, useEndConnection, useInviteBuyer } from "@/lib/portal-client/hooks/use-connections";
import { useCan, useViewer } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

function InviteBuyer() {
  const invite = useInviteBuyer();
  return (
    <section className="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a buyer</h2>
      <p>An invitation is a one-time token. Send it to the buyer; they accept it in their portal and then see your active products.</p>
      <button type="button" onClick={() => invite.mutate()} disabled={invite.isPending}>
        Create invitation
      </button>
      <FormError error={invite.error} />
      {invite.data ? (
        <div className="secret" style={{ marginTop: "0.75rem" }}>
          <code data-testid="invitation-token">{invite.data.token}</code>
          <CopyButton text={invite.data.token} label="Copy token" />
          <span className="small muted">Valid until {formatDate(invite.data.expiresAt)}.</span>
        </div>
      ) : null}
    </section>
  );
}

function AcceptInvitation() {
  const accept = useAcceptConnection();
  const [token, setToken] = useState("");
  return (
    <form
      className="panel"
      aria-labelledby="accept-title"
      onSubmit={(e) => {
        e.preventDefault();
        accept.mutate(token.trim(), { onSuccess: () => setToken("") });
      }}
    >
      <h2 id="accept-title">Accept a supplier&apos;s invitation</h2>
      <Field label="Invitation token" hint="Your supplier sends it to you.">
        <input value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" />
      </Field>
      <button type="submit" disabled={token.trim().length < 10 || accept.isPending}>
        Accept invitation
      </button>
      {accept.isSuccess ? (
        <p className="notice success" role="status">
          Connected to {accept.data.supplierName}. Their active products are now in your catalogue.
        </p>
      ) : null}
      <FormError error={accept.error} />
    </form>
  );
}

// Either side's connections: a supplier invites buyers, a buyer accepts.
export function Connections() {
  const viewer = useViewer();
  const canConnect = useCan("connections:write");
  const connections = useConnections();
  const end = useEndConnection();
  const isSupplier = viewer.kind === "supplier";
  return (
    <>
      <h1>{isSupplier ? "Buyers" : "Suppliers"}</h1>
      {canConnect ? isSupplier ? <InviteBuyer /> : <AcceptInvitation /> : null}
      <FormError error={end.error} />
      {connections.isPending ? (
        <Loading />
      ) : connections.isError ? (
        <ErrorState error={connections.error} retry={() => connections.refetch()} />
      ) : connections.data.length === 0 ? (
        <EmptyState title="No connections yet">
          <p>{isSupplier ? "Invite a buyer to share your catalogue." : "Ask a supplier for an invitation token and accept it above."}</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">Connections</caption>
            <TableHead columns={[isSupplier ? "Buyer" : "Supplier", "Status", "Since", ...(canConnect ? ["Actions"] : [])]} />
            <tbody>
              {connections.data.map((c) => {
                const other = isSupplier ? c.buyerName : c.supplierName;
                return (
                  <tr key={c.id}>
                    <td>{other}</td>
                    <td>
                      <StatusBadge status={c.status} />
                    </td>
                    <td>{formatDate(c.createdAt)}</td>
                    {canConnect ? (
                      <td>
                        {c.status === "active" ? (
                          <button type="button" className="danger" onClick={() => window.confirm(`End the connection with ${other}?`) && end.mutate(c.id)}>
                            End
                          </button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
