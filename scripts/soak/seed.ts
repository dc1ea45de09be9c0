import { db } from "../../lib/db/client";
import { generateApiKey } from "../../lib/auth/api-key-format";
import { SCOPES } from "../../lib/auth/permissions";

// One supplier on the enterprise tier (no plan ceilings in the way) and a key with every scope.
export async function seedSoakTenant(): Promise<string> {
  const org = await db.organization.create({ data: { name: "Soak supplier", kind: "supplier", tier: "enterprise" } });
  const { key, prefix, hash } = generateApiKey(false);
  await db.apiKey.create({ data: { organizationId: org.id, name: "soak", scopes: [...SCOPES], prefix, keyHash: hash } });
  return key;
}
