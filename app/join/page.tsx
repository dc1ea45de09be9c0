import type { Metadata } from "next";
import { optionalViewer } from "@/lib/portal-session/require-viewer";
import { PortalProviders } from "@/components/shell/portal-providers";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { JoinAsNewUser, JoinAsUser } from "@/components/invitations/join-form";
import { describeInvitation } from "@/lib/members/describe-invitation";
import { ROLE_HINTS } from "@/lib/portal-client/members";

export const metadata: Metadata = { title: "Join an organisation" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page a member invitation's email links to (lib/members/invite-member.ts).
export default async function JoinPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const signedIn = await optionalViewer();
  const invitation = typeof token === "string" && token.length >= 10 ? await describeInvitation(token) : null;
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{invitation ? `Join ${invitation.organizationName}` : "Join an organisation"}</h1>
        {typeof token !== "string" || token.length < 10 ? (
          <p className="notice error" role="alert">
            This link is incomplete. Open the link from your invitation email again, or ask for a new invitation.
          </p>
        ) : !invitation ? (
          <p className="notice error" role="alert">
            This invitation has expired, was withdrawn or was already used. Ask the person who invited you for a new one.
          </p>
        ) : signedIn ? (
          <PortalProviders session={signedIn.session} viewer={signedIn.viewer}>
            <p>
              You are invited to join <strong>{invitation.organizationName}</strong> as <strong>{invitation.role}</strong>.
            </p>
            <JoinAsUser token={token} email={signedIn.viewer.email} />
            <p className="small">
              Not you? <SignOutButton />
            </p>
          </PortalProviders>
        ) : (
          <>
            <p>
              {invitation.email} is invited to join <strong>{invitation.organizationName}</strong> as <strong>{invitation.role}</strong>: {ROLE_HINTS[invitation.role].toLowerCase()}
            </p>
            <p>Choose your name and a password to accept.</p>
            <JoinAsNewUser token={token} />
          </>
        )}
      </div>
    </main>
  );
}
