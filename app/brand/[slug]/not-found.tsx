import Link from "next/link";

// Unknown and unpublished portals look alike: nothing says which.
export default function BrandPortalNotFound() {
  return (
    <main className="landing">
      <h1>This brand portal is not available</h1>
      <p>The address may be mistyped, or the portal is no longer published.</p>
      <p>
        <Link href="/">Product Information Service</Link>
      </p>
    </main>
  );
}
