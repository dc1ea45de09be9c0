"use client";
import { useMembers } from "@/lib/portal-client/hooks/use-members";
import { useCan } from "@/components/shell/viewer-context";
import { ErrorState, Loading } from "@/components/ui/states";
import { InviteMember } from "./invite-member";
import { MemberTable } from "./member-table";
import { PendingInvitations } from "./pending-invitations";

// The organisation's people: everyone sees who is in it; owners and admins
// invite, change roles and remove.
export function Members() {
  const canManage = useCan("members:manage");
  const members = useMembers();
  return (
    <>
      <h1>Members</h1>
      {canManage ? <InviteMember /> : null}
      {canManage ? <PendingInvitations /> : null}
      <section className="panel" aria-labelledby="members-title">
        <h2 id="members-title">People in this organisation</h2>
        {members.isPending ? (
          <Loading label="Loading members…" />
        ) : members.isError ? (
          <ErrorState error={members.error} retry={() => members.refetch()} />
        ) : (
          <MemberTable members={members.data} />
        )}
      </section>
    </>
  );
}
