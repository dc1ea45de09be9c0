"use client";
import { useState } from "react";
import {
  useAcceptConnection,
  useConnections,
  useEndConnection,
  useInviteBuyer,
  usePendingBuyerInvitations,
  useResendBuyerInvitation,
  useWithdrawBuyerInvitation,
} from "@/lib/portal-client/hooks/use-connections";
import { PendingInvitationTable } from "@/components/invitations/pending-invitation-table";
import { useCan, useViewer } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { tokenFrom } from "@/lib/portal-client/invitations";
import { TableHead } from "../ui/table-head";

// A link the buyer opens while signed in; sent by email when an address is given.
function InviteBuyer() {
  const invite = useInviteBuyer();
  const [email, setEmail] = useState("");
  const sent = invite.data;
  return (
    <form
      className="panel"
      aria-labelledby="invite-title"
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate(email.trim() || undefined);
      }}
    >
      <h2 id="invite-title">Invite a buyer</h2>
      <p>An invitation is a link that works once, for seven days. The buyer opens it while signed in to their portal and then sees your active products.</p>
      <Field label="Buyer's email (optional)" hint="We email them the link. Leave empty to copy the link and send it yourself.">
        <input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <button type="submit" disabled={invite.isPending}>
        {email.trim() ? "Send invitation" : "Create invitation link"}
      </button>
      <FormError error={invite.error} />
      {sent ? (
        <div role="status">
          <p className={sent.emailSent ? "notice success" : undefined}>
            {sent.emailSent
              ? `Invitation sent to ${invite.variables}. You can also pass on the link below.`
              : invite.variables
                ? "The email could not be sent. Copy the link and send it yourself."
                : "Copy the link and send it to the buyer."}{" "}
            Valid until {formatDate(sent.expiresAt)}.
          </p>
          <div className="invite-link">
            <input readOnly value={sent.acceptUrl} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={sent.acceptUrl} label="Copy link" />
          </div>
        </div>
      ) : null}
    </form>
  );
}

// Links sent and not yet used: sent again (a new link) or withdrawn.
function PendingBuyerInvitations() {
  const invitations = usePendingBuyerInvitations();
  const resend = useResendBuyerInvitation();
  const withdraw = useWithdrawBuyerInvitation();
  if (invitations.isPending) return <Loading label="Loading invitations…" />;
  if (invitations.isError) return <ErrorState error={invitations.error} retry={() => invitations.refetch()} />;
  if (invitations.data.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="pending-buyers-title">
      <h2 id="pending-buyers-title">Invitations waiting for a buyer</h2>
      <PendingInvitationTable rows={invitations.data} withRole={false} resend={resend} withdraw={withdraw} />
    </section>
  );
}

// A pasted link or token, for a buyer who got one by other means.
function AcceptInvitation() {
  const accept = useAcceptConnection();
  const [pasted, setPasted] = useState("");
  const token = tokenFrom(pasted);
  return (
    <form
      className="panel"
      aria-labelledby="accept-title"
      onSubmit={(e) => {
        e.preventDefault();
        accept.mutate(token, { onSuccess: () => setPasted("") });
      }}
    >
      <h2 id="accept-title">Accept a supplier&apos;s invitation</h2>
      <p className="small">Opening the invitation link while signed in accepts it. If you were given the link or a token some other way, paste it here.</p>
      <Field label="Invitation token or link">
        <input value={pasted} onChange={(e) => setPasted(e.target.value)} autoComplete="off" />
      </Field>
      <button type="submit" disabled={token.length < 10 || accept.isPending}>
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
      {canConnect && isSupplier ? <PendingBuyerInvitations /> : null}
      <FormError error={end.error} />
      {connections.isPending ? (
        <Loading />
      ) : connections.isError ? (
        <ErrorState error={connections.error} retry={() => connections.refetch()} />
      ) : connections.data.length === 0 ? (
        <EmptyState title="No connections yet">
          <p>{isSupplier ? "Invite a buyer to share your catalogue." : "Ask a supplier for an invitation link and open it while signed in."}</p>
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
