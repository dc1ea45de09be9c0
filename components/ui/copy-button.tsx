"use client";
import { useState } from "react";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
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
      <button type="button" className="secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="small muted">
        {copied === "yes" ? "Copied." : copied === "failed" ? "Copy failed: select the text and copy it." : ""}
      </span>
    </>
  );
}
