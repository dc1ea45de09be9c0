"use client";
import { usePendingInvitations, useWithdrawInvitation } from "@/lib/portal-client/hooks/use-members";
import { formatDate } from "@/components/ui/format";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

// Invitations sent and not yet accepted; withdrawing one makes its link stop working.
export function PendingInvitations() {
  const invitations = usePendingInvitations(true);
  const withdraw = useWithdrawInvitation();
  if (invitations.isPending) return <Loading label="Loading invitations…" />;
  if (invitations.isError) return <ErrorState error={invitations.error} retry={() => invitations.refetch()} />;
  if (invitations.data.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="pending-title">
      <h2 id="pending-title">Invitations waiting for an answer</h2>
      <FormError error={withdraw.error} />
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Pending invitations</caption>
          <TableHead columns={["Email", "Role", "Sent", "Valid until", "Actions"]} />
          <tbody>
            {invitations.data.map((i) => (
              <tr key={i.id}>
                <td>{i.email}</td>
                <td>{i.role}</td>
                <td>{formatDate(i.createdAt)}</td>
                <td>{formatDate(i.expiresAt)}</td>
                <td>
                  <button type="button" className="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate(i.id)} aria-label={`Withdraw the invitation to ${i.email}`}>
                    Withdraw
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
