"use client";
import type { NewApiKeyDocument } from "@/lib/portal-client/api-types";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { ApiKeyUsage } from "./api-key-usage";

// The secret exists in this response only: shown once, then gone for good.
export function NewKeySecret({ apiKey, onDone }: { apiKey: NewApiKeyDocument; onDone: () => void }) {
  return (
    <OneTimeSecret
      title={<>Your new key “{apiKey.name}”</>}
      secret={apiKey.key}
      copyLabel="Copy key"
      testId="api-key-secret"
      onDone={onDone}
      after={<ApiKeyUsage apiKey={apiKey.key} />}
    >
      Copy it now. <strong>It will not be shown again</strong>: only a hash is kept.
    </OneTimeSecret>
  );
}
