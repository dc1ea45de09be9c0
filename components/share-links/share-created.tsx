"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { ShareLinkDocument } from "@/lib/portal-client/share-links";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDate } from "@/components/ui/format";

// The new link's address, focused and copyable; its password is not shown
// again (only its hash is kept).
export function ShareCreated({ link, onDone }: { link: ShareLinkDocument; onDone: () => void }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <>
      <p ref={note} tabIndex={-1}>
        “{link.name}” is ready. {link.expiresAt ? `It works until ${formatDate(link.expiresAt)}.` : "It does not expire."}
      </p>
      <div className="secret">
        <code data-testid="share-url">{link.url}</code>
        <CopyButton text={link.url} label="Copy link" />
      </div>
      {link.hasPassword ? <p className="notice warn">The password is not shown again: send it to the people you share with another way than the link.</p> : null}
      <div className="button-row">
        <button type="button" onClick={onDone}>
          Done
        </button>
        <Link href="/producer/share-links">All share links</Link>
      </div>
    </>
  );
}
