import { db } from "../../db/client";
import { recordAudit } from "../../audit/record-audit";
import { generateApiKey } from "../api-key-format";
import type { Principal } from "../../core/principal";
import type { CreateApiKeyBody } from "../schemas";
import { serializeNewApiKey } from "./serialize";
import { assertCanAdd } from "../../billing/entitlements";
import { ownedBy } from "../../db/tenant";

export async function createApiKey(principal: Principal, input: CreateApiKeyBody, requestId: string) {
  const { key, prefix, hash } = generateApiKey(input.sandbox);
  const row = await db.$transaction(async (tx) => {
    await assertCanAdd(tx, principal.organizationId, "apiKeys", 1);
    const created = await tx.apiKey.create({
      data: {
        ...ownedBy(principal),
        name: input.name,
        scopes: input.scopes,
        sandbox: input.sandbox,
        prefix,
        keyHash: hash,
        createdById: principal.type === "user" ? principal.userId : null,
      },
    });
    await recordAudit(tx, { action: "api_key.created", principal, targetType: "api_key", targetId: created.id, requestId, metadata: { prefix } });
    return created;
  });
  return serializeNewApiKey(row, key);
}
