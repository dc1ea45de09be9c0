import type { Metadata } from "next";
import Link from "next/link";
import { optionalViewer } from "@/lib/portal-session/require-viewer";
import { signInAndReturn } from "@/lib/portal-client/invitations";
import { PortalProviders } from "@/components/shell/portal-providers";
import { AcceptConnection } from "@/components/invitations/accept-connection";

export const metadata: Metadata = { title: "Accept a supplier's invitation" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The page a supplier's buyer invitation links to (lib/connections/invite-buyer.ts):
// a signed-in buyer accepts by opening it; anyone else is told how to.
export default async function ConnectPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const signedIn = await optionalViewer();
  const here = `/connect?token=${encodeURIComponent(typeof token === "string" ? token : "")}`;
  const buyerMembership = signedIn?.viewer.memberships.find((m) => m.kind === "buyer");
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>Accept a supplier&apos;s invitation</h1>
        {typeof token !== "string" || token.length < 10 ? (
          <p className="notice error" role="alert">
            This link is incomplete. Open the link from the supplier again, or ask them for a new one.
          </p>
        ) : !signedIn ? (
          <>
            <p>A supplier invites your organisation to read their product catalogue. Sign in with your buyer account to accept.</p>
            <p className="button-row">
              <Link className="button" href={signInAndReturn(here)}>
                Sign in to accept
              </Link>
              <Link className="button secondary" href={`/signup?${new URLSearchParams({ kind: "buyer", callbackUrl: here })}`}>
                Create a buyer organisation
              </Link>
            </p>
            <p className="small">New here? Create your organisation and you come back to this page, which then accepts the invitation.</p>
          </>
        ) : signedIn.viewer.kind === "buyer" ? (
          <PortalProviders session={signedIn.session} viewer={signedIn.viewer}>
            <p className="small muted">Signed in to {signedIn.viewer.organizationName}.</p>
            <AcceptConnection token={token} />
          </PortalProviders>
        ) : (
          <div className="notice info">
            <p>
              Only a buyer organisation can accept this invitation; you are signed in to <strong>{signedIn.viewer.organizationName}</strong>, a{" "}
              {signedIn.viewer.kind}.
            </p>
            {buyerMembership ? (
              <p>
                <Link
                  className="button"
                  href={signInAndReturn(here, { organizationId: buyerMembership.organizationId, org: buyerMembership.organizationName, email: signedIn.viewer.email })}
                >
                  Continue as {buyerMembership.organizationName}
                </Link>
              </p>
            ) : (
              <p>Forward the link to a colleague at the buyer, or sign out and sign in with a buyer account.</p>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
