// The API key as the API answers it, type-only so the portals can import it;
// never its hash, and the secret only in NewApiKeyDocument, at creation.
export type ApiKeyDocument = {
  id: string;
  name: string;
  scopes: string[];
  sandbox: boolean;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
};

export type NewApiKeyDocument = Omit<ApiKeyDocument, "lastUsedAt" | "expiresAt"> & { key: string };
