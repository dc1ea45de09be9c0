"use client";
import { useEffect, useRef } from "react";
import type { NewApiKeyDocument } from "@/lib/portal-client/api-types";
import { CopyButton } from "@/components/ui/copy-button";

// The secret exists in this response only: shown once, then gone for good.
export function NewKeySecret({ apiKey, onDone }: { apiKey: NewApiKeyDocument; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice success" aria-labelledby="secret-title">
      <h2 id="secret-title" ref={heading} tabIndex={-1}>
        Your new key “{apiKey.name}”
      </h2>
      <p>
        Copy it now. <strong>It will not be shown again</strong>: only a hash is kept.
      </p>
      <div className="secret">
        <code data-testid="api-key-secret">{apiKey.key}</code>
        <CopyButton text={apiKey.key} label="Copy key" />
      </div>
      <p>
        <button type="button" className="secondary" onClick={onDone}>
          I have stored it
        </button>
      </p>
    </section>
  );
}
