import type { ApiKey } from "../../db/generated/client";
import type { ApiKeyDocument, NewApiKeyDocument } from "./documents";

// The public shape of a key; never its hash, and the secret only at creation.
export function serializeApiKey(key: ApiKey): ApiKeyDocument {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    sandbox: key.sandbox,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
  };
}

export function serializeNewApiKey(key: ApiKey, secret: string): NewApiKeyDocument {
  const { id, name, scopes, sandbox, prefix, createdAt } = serializeApiKey(key);
  return { id, name, scopes, sandbox, prefix, key: secret, createdAt };
}
