import Link from "next/link";
import { redirect } from "next/navigation";
import { currentViewer, portalHome } from "@/lib/portal-session/require-viewer";
import { SignOutButton } from "@/components/shell/sign-out-button";

// Signed-in users go straight to their portal; everyone else sees what the service is.
export default async function Home() {
  const viewer = await currentViewer();
  if (viewer && portalHome(viewer.kind) !== "/") redirect(portalHome(viewer.kind));
  return (
    <main className="landing">
      <h1>Product Information Service</h1>
      <p>One place for suppliers to keep product records and media, syndicate them to channels and publish brand portals, and for buyers to browse the catalogues of the suppliers they work with.</p>
      {viewer ? (
        <div className="notice info">
          <p>
            You are signed in to <strong>{viewer.organizationName}</strong>, the platform operator. Operators work through the admin API under{" "}
            <code>/api/v1/admin</code>.
          </p>
          <SignOutButton />
        </div>
      ) : (
        <p className="button-row">
          <Link className="button" href="/login">
            Sign in
          </Link>
          <Link className="button secondary" href="/signup">
            Create an organisation
          </Link>
        </p>
      )}
      <h2>For developers</h2>
      <p>
        The REST API lives under <code>/api/v1</code>; create an API key in your portal.
      </p>
    </main>
  );
}
