import { db } from "../../db/client";
import { env } from "../../config/env";
import { invalidState, notFound } from "../../core/errors";
import { recordAudit } from "../../audit/record-audit";
import { enqueueEvent } from "../../jobs/outbox";
import { apiKeyRotated } from "../../events/definitions";
import type { Principal } from "../../core/principal";
import { mintApiKey } from "./mint-api-key";
import { serializeNewApiKey } from "./serialize";
import { ownedBy } from "../../db/tenant";
import { assertCanAdd } from "../../billing/entitlements";

// The replacement works at once; the old key keeps working for the grace
// period, after which authentication refuses it and a job revokes it. Until
// then both count toward the plan's key ceiling, so the replacement needs a
// free slot, as a new key does: otherwise chains of rotations would keep any
// number of keys working.
export async function rotateApiKey(principal: Principal, id: string, requestId: string) {
  const expiresAt = new Date(Date.now() + env().API_KEY_ROTATION_GRACE_SECONDS * 1000);
  return db.$transaction(async (tx) => {
    const old = await tx.apiKey.findFirst({ where: { id, ...ownedBy(principal), revokedAt: null } });
    if (!old || (old.expiresAt && old.expiresAt <= new Date())) throw notFound("API key");
    // A key is rotated once: the transition is a conditional update, so of
    // concurrent rotations one wins and the others wait for it and find the
    // key rotating (409), instead of each minting a working replacement.
    const claimed = await tx.apiKey.updateMany({ where: { id: old.id, ...ownedBy(old), revokedAt: null, replacedById: null, expiresAt: null }, data: { expiresAt } });
    if (claimed.count === 0) throw invalidState("This key has already been rotated.");
    await assertCanAdd(tx, principal.organizationId, "apiKeys", 1);
    const { row: replacement, key } = await mintApiKey(tx, principal, old);
    await tx.apiKey.update({ where: { id: old.id, ...ownedBy(old) }, data: { replacedById: replacement.id } });
    await enqueueEvent(tx, apiKeyRotated.create({ apiKeyId: old.id, ...ownedBy(old), expiresAt: expiresAt.toISOString() }));
    await recordAudit(tx, {
      action: "api_key.rotated",
      principal,
      targetType: "api_key",
      targetId: old.id,
      requestId,
      metadata: { replacementId: replacement.id, prefix: replacement.prefix, graceEndsAt: expiresAt.toISOString() },
    });
    return serializeNewApiKey(replacement, key);
  });
}
