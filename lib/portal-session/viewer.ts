import "server-only";
import { db } from "../db/client";
import type { PortalViewer } from "./portal-viewer";

// Who is looking at a portal page: the session's user in the session's
// organisation, with the role read now (a demotion or removal applies at
// once, as it does for API calls). null when the membership is gone.
export async function portalViewer(session: { userId?: unknown; organizationId?: unknown } | null): Promise<PortalViewer | null> {
  if (!session || typeof session.userId !== "string" || typeof session.organizationId !== "string") return null;
  const user = await db.user.findUnique({
    where: { id: session.userId },
    select: {
      id: true,
      name: true,
      email: true,
      memberships: {
        select: { role: true, organization: { select: { id: true, name: true, kind: true, tier: true } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  const current = user?.memberships.find((m) => m.organization.id === session.organizationId);
  if (!user || !current) return null;
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    organizationId: current.organization.id,
    organizationName: current.organization.name,
    kind: current.organization.kind,
    tier: current.organization.tier,
    role: current.role,
    memberships: user.memberships.map((m) => ({ organizationId: m.organization.id, organizationName: m.organization.name, kind: m.organization.kind, role: m.role })),
  };
}
