import { db } from "../db/client";
import { ownedBy } from "../db/tenant";

// A logo is honoured only when it names a ready image asset of the portal's
// own organisation (docs/api.md); anything else is left out of the portal.
export const honouredImage = (organizationId: string) => ({ ...ownedBy.organization(organizationId), assetType: "image" as const, status: "ready" as const, mimeType: { startsWith: "image/" } });

// The ids among assetIds that may be shown as logos of this organisation.
export async function honouredLogoIds(organizationId: string, assetIds: (string | null)[]): Promise<Set<string>> {
  const ids = [...new Set(assetIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db.asset.findMany({ where: { id: { in: ids }, ...honouredImage(organizationId) }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}
