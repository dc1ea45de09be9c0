"use client";
import { useState } from "react";
import type { Role } from "@/lib/orgs/documents";
import { useInviteMember } from "@/lib/portal-client/hooks/use-members";
import { ROLE_HINTS, roleChoices } from "@/lib/portal-client/members";
import { useViewer } from "@/components/shell/viewer-context";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { formatDate } from "@/components/ui/format";
import { FormError } from "@/components/ui/states";

// The invitee gets the link by email; only when the email could not be sent
// is the link shown here, to pass on another way.
export function InviteMember() {
  const viewer = useViewer();
  const invite = useInviteMember();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const choices = roleChoices(viewer.role, "editor");
  const sent = invite.data;
  return (
    <form
      className="panel"
      aria-labelledby="invite-member-title"
      onSubmit={(e) => {
        e.preventDefault();
        invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") });
      }}
    >
      <h2 id="invite-member-title">Invite a colleague</h2>
      <div className="form-grid">
        <Field label="Email" hint="They get a link by email to join with this role.">
          <input type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Role" hint={ROLE_HINTS[role]}>
          <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {choices.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <button type="submit" disabled={invite.isPending || !email.trim()}>
        {invite.isPending ? "Sending…" : "Send invitation"}
      </button>
      <FormError error={invite.error} />
      {sent?.emailSent ? (
        <p className="notice success" role="status">
          Invitation sent to {invite.variables?.email}. The link in the email works once, until {formatDate(sent.expiresAt)}.
        </p>
      ) : null}
      {sent && !sent.emailSent ? (
        <div className="notice error" role="alert">
          <p>The invitation exists, but the email could not be sent. Pass this link on yourself; it works once, until {formatDate(sent.expiresAt)}.</p>
          <div className="invite-link">
            <input readOnly value={sent.acceptUrl} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={sent.acceptUrl} label="Copy link" />
          </div>
        </div>
      ) : null}
    </form>
  );
}
