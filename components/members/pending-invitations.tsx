"use client";
import { usePendingInvitations, useResendInvitation, useWithdrawInvitation } from "@/lib/portal-client/hooks/use-members";
import { PendingInvitationTable } from "@/components/invitations/pending-invitation-table";
import { ErrorState, Loading } from "@/components/ui/states";

// Invitations sent and not yet accepted; withdrawing one makes its link stop working.
export function PendingInvitations() {
  const invitations = usePendingInvitations(true);
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  if (invitations.isPending) return <Loading label="Loading invitations…" />;
  if (invitations.isError) return <ErrorState error={invitations.error} retry={() => invitations.refetch()} />;
  if (invitations.data.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="pending-title">
      <h2 id="pending-title">Invitations waiting for an answer</h2>
      <PendingInvitationTable rows={invitations.data} withRole resend={resend} withdraw={withdraw} />
    </section>
  );
}
