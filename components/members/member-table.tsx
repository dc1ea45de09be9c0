"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MemberDocument } from "@/lib/members/documents";
import type { Role } from "@/lib/orgs/documents";
import { useChangeRole, useRemoveMember } from "@/lib/portal-client/hooks/use-members";
import { keys } from "@/lib/portal-client/keys";
import { isLastOwner, lastOwnerText, refusalText, roleChoices } from "@/lib/portal-client/members";
import { useCan, useViewer } from "@/components/shell/viewer-context";
import { formatDate } from "@/components/ui/format";
import { FormError } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

function MemberRow({ member, members }: { member: MemberDocument; members: MemberDocument[] }) {
  const viewer = useViewer();
  const canManage = useCan("members:manage");
  const change = useChangeRole();
  const remove = useRemoveMember();
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const lastOwner = isLastOwner(members, member);
  const choices = roleChoices(viewer.role, member.role);
  const isMe = member.userId === viewer.userId;
  const hintId = `member-${member.userId}-hint`;
  // A refusal means this page was out of date (the other owner left, say):
  // read the members again so the controls match the organisation.
  const failed = (err: unknown) => {
    setError(err);
    void client.invalidateQueries({ queryKey: keys.members.all() });
  };
  const explained = error ? refusalText(error, member) : null;
  // The rule is said once: beside the control, or in the refusal.
  const hint = lastOwner && canManage && !explained;

  function changeTo(role: Role) {
    setError(null);
    change.mutate({ userId: member.userId, role }, { onError: failed });
  }
  function removeMember() {
    if (!window.confirm(isMe ? "Leave this organisation? You lose access at once." : `Remove ${member.name} (${member.email})? They lose access at once.`)) return;
    setError(null);
    remove.mutate(member.userId, { onError: failed });
  }

  const manageable = canManage && choices.length > 0;
  return (
    <tr>
      <td>
        {member.name}
        {isMe ? <span className="small muted"> (you)</span> : null}
      </td>
      <td>{member.email}</td>
      <td>
        {manageable ? (
          <select
            aria-label={`Role of ${member.name}`}
            aria-describedby={hint ? hintId : undefined}
            value={member.role}
            disabled={change.isPending || lastOwner}
            onChange={(e) => changeTo(e.target.value as Role)}
          >
            {choices.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ) : (
          member.role
        )}
        {hint ? (
          <div id={hintId} className="small muted">
            {lastOwnerText(member.name)}
          </div>
        ) : null}
        {explained ? (
          <div className="notice error" role="alert">
            {explained}
          </div>
        ) : error ? (
          <FormError error={error} />
        ) : null}
      </td>
      <td>{formatDate(member.createdAt)}</td>
      {canManage ? (
        <td>
          {manageable && !lastOwner ? (
            <button type="button" className="danger" onClick={removeMember} disabled={remove.isPending}>
              {isMe ? "Leave" : "Remove"}
            </button>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

export function MemberTable({ members }: { members: MemberDocument[] }) {
  const canManage = useCan("members:manage");
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Members and their roles</caption>
        <TableHead columns={["Name", "Email", "Role", "Member since", ...(canManage ? ["Actions"] : [])]} />
        <tbody>
          {members.map((m) => (
            <MemberRow key={m.userId} member={m} members={members} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
