import type { Metadata } from "next";
import { optionalViewer } from "@/lib/portal-session/require-viewer";
import { PortalProviders } from "@/components/shell/portal-providers";
import { SignOutButton } from "@/components/shell/sign-out-button";
import { JoinAsNewUser, JoinAsUser } from "@/components/invitations/join-form";

export const metadata: Metadata = { title: "Join an organisation" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page a member invitation's email links to (lib/members/invite-member.ts).
export default async function JoinPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const signedIn = await optionalViewer();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Join an organisation</h1>
        {typeof token !== "string" || token.length < 10 ? (
          <p className="notice error" role="alert">
            This link is incomplete. Open the link from your invitation email again, or ask for a new invitation.
          </p>
        ) : signedIn ? (
          <PortalProviders session={signedIn.session} viewer={signedIn.viewer}>
            <JoinAsUser token={token} email={signedIn.viewer.email} />
            <p className="small">
              Not you? <SignOutButton />
            </p>
          </PortalProviders>
        ) : (
          <>
            <p>You were invited to join an organisation. Choose your name and a password to accept.</p>
            <JoinAsNewUser token={token} />
          </>
        )}
      </div>
    </main>
  );
}
