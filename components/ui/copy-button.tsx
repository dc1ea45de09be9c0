"use client";
import { useState } from "react";

// `name` tells apart several copy buttons of one page to a screen reader.
export function CopyButton({ text, label = "Copy", name }: { text: string; label?: string; name?: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <>
      <button type="button" className="secondary" onClick={copy} aria-label={name}>
        {label}
      </button>
      <span role="status" className="small muted">
        {copied === "yes" ? "Copied." : copied === "failed" ? "Copy failed: select the text and copy it." : ""}
      </span>
    </>
  );
}
