import { db } from "../../db/client";
import { recordAudit } from "../../audit/record-audit";
import type { Principal } from "../../core/principal";
import type { CreateApiKeyBody } from "../schemas";
import { serializeNewApiKey } from "./serialize";
import { assertCanAdd } from "../../billing/entitlements";
import { mintApiKey } from "./mint-api-key";

export async function createApiKey(principal: Principal, input: CreateApiKeyBody, requestId: string) {
  return db.$transaction(async (tx) => {
    await assertCanAdd(tx, principal.organizationId, "apiKeys", 1);
    const { row, key } = await mintApiKey(tx, principal, { organizationId: principal.organizationId, ...input });
    await recordAudit(tx, { action: "api_key.created", principal, targetType: "api_key", targetId: row.id, requestId, metadata: { prefix: row.prefix } });
    return serializeNewApiKey(row, key);
  });
}
