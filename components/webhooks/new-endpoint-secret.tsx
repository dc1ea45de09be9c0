"use client";
import type { NewWebhookEndpointDocument } from "@/lib/webhooks/documents";
import { OneTimeSecret } from "@/components/ui/one-time-secret";

// The signing secret exists in the creation's answer only: shown once.
export function NewEndpointSecret({ endpoint, onDone }: { endpoint: NewWebhookEndpointDocument; onDone: () => void }) {
  return (
    <OneTimeSecret title={<>Signing secret of {endpoint.url}</>} secret={endpoint.secret} copyLabel="Copy secret" testId="webhook-secret" onDone={onDone}>
      Your receiver checks each request&apos;s <code>X-PIS-Signature</code> with it. Copy it now. <strong>It will not be shown again.</strong>
    </OneTimeSecret>
  );
}
