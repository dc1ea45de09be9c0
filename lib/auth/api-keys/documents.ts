// The API key as the API answers it; never its hash, and the secret only in
// NewApiKeyDocument, at creation. The types are the z.infer of the schemas
// (one source for the serializers, the OpenAPI document and the portals).
import { z } from "zod";

export const apiKeyDocument = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  sandbox: z.boolean(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKeyDocument = z.infer<typeof apiKeyDocument>;

export const newApiKeyDocument = apiKeyDocument.omit({ lastUsedAt: true, expiresAt: true }).extend({ key: z.string() });
export type NewApiKeyDocument = z.infer<typeof newApiKeyDocument>;
