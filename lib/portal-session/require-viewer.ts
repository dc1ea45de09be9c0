import "server-only";
import { getServerSession, type Session } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "./next-auth";
import type { OrgKind } from "../db/generated/enums";
import type { PortalViewer } from "./portal-viewer";
import { portalViewer } from "./viewer";

export type PortalSession = Session & { userId?: string; organizationId?: string; accessToken?: string };

// The home of each kind of organisation; the platform operator has no portal
// (it works through the admin API), so its home is the landing page.
export function portalHome(kind: OrgKind): string {
  if (kind === "supplier") return "/producer";
  if (kind === "buyer") return "/buyer";
  return "/";
}

// A portal page's gate: signed in, still a member, and the right kind of
// organisation, else a redirect (to sign in, or to the user's own portal).
export async function requireViewer(kind: OrgKind, here: string): Promise<{ viewer: PortalViewer; session: PortalSession }> {
  const session = (await getServerSession(authOptions)) as PortalSession | null;
  const viewer = await portalViewer(session);
  if (!session || !viewer) redirect(`/login?callbackUrl=${encodeURIComponent(here)}`);
  if (viewer.kind !== kind) redirect(portalHome(viewer.kind));
  return { viewer, session };
}

// For pages anyone may open that do more for a signed-in user (invitation links).
export async function optionalViewer(): Promise<{ viewer: PortalViewer; session: PortalSession } | null> {
  const session = (await getServerSession(authOptions)) as PortalSession | null;
  const viewer = await portalViewer(session);
  return session && viewer ? { viewer, session } : null;
}

export async function currentViewer(): Promise<PortalViewer | null> {
  return portalViewer((await getServerSession(authOptions)) as PortalSession | null);
}
