import { db } from "../../db/client";
import { recordAudit } from "../../audit/record-audit";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// Housekeeping after a rotation's grace period: authentication already
// refuses the old key once expiresAt has passed; this makes the revocation
// explicit and leaves an audit record. revokedAt is the moment the key
// actually stopped working (its expiresAt), not the moment this ran. Safe to
// run again: a key already revoked, or whose expiry was moved later, is left
// alone.
export async function expireRotatedApiKey(input: { apiKeyId: string; organizationId: string }): Promise<{ revoked: boolean }> {
  return db.$transaction(async (tx) => {
    const revoked = await tx.$executeRaw(tenantSql(input)`
      UPDATE api_keys SET "revokedAt" = "expiresAt"
      WHERE id = ${input.apiKeyId}::uuid AND "organizationId" = ${TENANT}::uuid
        AND "revokedAt" IS NULL AND "expiresAt" <= now()`);
    if (revoked === 0) return { revoked: false };
    await recordAudit(tx, {
      action: "api_key.expired",
      organizationId: input.organizationId,
      targetType: "api_key",
      targetId: input.apiKeyId,
    });
    return { revoked: true };
  });
}
