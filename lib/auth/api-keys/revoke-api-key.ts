import { db } from "../../db/client";
import { notFound } from "../../core/errors";
import { recordAudit } from "../../audit/record-audit";
import type { Principal } from "../../core/principal";
import { ownedBy } from "../../db/tenant";

// Revocation is immediate: the next request with the key is a 401.
export async function revokeApiKey(principal: Principal, id: string, requestId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const revoked = await tx.apiKey.updateMany({
      where: { id, ...ownedBy(principal), revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count === 0) throw notFound("API key");
    await recordAudit(tx, { action: "api_key.revoked", principal, targetType: "api_key", targetId: id, requestId });
  });
}
