import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { generateApiKey } from "../api-key-format";

export type KeyGrant = { organizationId: string; name: string; scopes: string[]; sandbox: boolean };

// A new key row and its secret. Only the hash is stored, so the secret is
// returned once, for the response that creates or rotates the key.
export async function mintApiKey(tx: Tx, principal: Principal, grant: KeyGrant) {
  const { key, prefix, hash } = generateApiKey(grant.sandbox);
  const row = await tx.apiKey.create({
    data: {
      ...ownedBy(grant),
      name: grant.name,
      scopes: grant.scopes,
      sandbox: grant.sandbox,
      prefix,
      keyHash: hash,
      createdById: principal.type === "user" ? principal.userId : null,
    },
  });
  return { row, key };
}
