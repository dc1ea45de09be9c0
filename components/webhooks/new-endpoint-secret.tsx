"use client";
import { useEffect, useRef } from "react";
import type { NewWebhookEndpointDocument } from "@/lib/webhooks/documents";
import { CopyButton } from "@/components/ui/copy-button";

// The signing secret exists in the creation's answer only: shown once.
export function NewEndpointSecret({ endpoint, onDone }: { endpoint: NewWebhookEndpointDocument; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice success" aria-labelledby="secret-title">
      <h2 id="secret-title" ref={heading} tabIndex={-1}>
        Signing secret of {endpoint.url}
      </h2>
      <p>
        Your receiver checks each request&apos;s <code>X-PIS-Signature</code> with it. Copy it now. <strong>It will not be shown again.</strong>
      </p>
      <div className="secret">
        <code data-testid="webhook-secret">{endpoint.secret}</code>
        <CopyButton text={endpoint.secret} label="Copy secret" />
      </div>
      <p>
        <button type="button" className="secondary" onClick={onDone}>
          I have stored it
        </button>
      </p>
    </section>
  );
}
