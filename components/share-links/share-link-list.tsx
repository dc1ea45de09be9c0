"use client";
import Link from "next/link";
import { useState } from "react";
import { useRevokeShareLink, useShareLinks } from "@/lib/portal-client/hooks/use-share-links";
import { hasExpired, sharedInWords, type FilterNames, type ShareLinkDocument } from "@/lib/portal-client/share-links";
import { useCan } from "@/components/shell/viewer-context";
import { CopyButton } from "@/components/ui/copy-button";
import { DeleteButton } from "@/components/ui/delete-button";
import { formatDate, formatLanguage } from "@/components/ui/format";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { ShareLinkChange } from "./share-link-change";
import { useFilterNames } from "./use-filter-names";

// /producer/share-links: every live link, what it shares in words, until
// when, whether it asks for a password, how often it was opened and its
// files downloaded; copy, change the expiry or password, revoke.
export function ShareLinkList() {
  const links = useShareLinks();
  const names = useFilterNames();
  const canWrite = useCan("portals:write");
  return (
    <>
      <div className="page-head">
        <h1>Share links</h1>
        <Link className="button secondary" href="/producer/products">
          Choose products to share
        </Link>
      </div>
      <p className="muted">A share link shows products to people without an account: a page with the products, a spreadsheet and a data file to download. Revoke a link and it stops working at once.</p>
      {links.isPending ? (
        <Loading label="Loading share links…" />
      ) : links.isError ? (
        <ErrorState error={links.error} retry={() => links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyState title="No share links yet">
          <p>Select products in the grid and choose Share, or share a saved view.</p>
        </EmptyState>
      ) : (
        <ul className="share-links" aria-label="Share links">
          {/* The API lists the oldest first; the link made last is the one looked for. */}
          {[...links.data].reverse().map((link) => (
            <ShareLinkItem key={link.id} link={link} names={names} canWrite={canWrite} />
          ))}
        </ul>
      )}
    </>
  );
}

function ShareLinkItem({ link, names, canWrite }: { link: ShareLinkDocument; names: FilterNames; canWrite: boolean }) {
  const revoke = useRevokeShareLink();
  const [changing, setChanging] = useState(false);
  const expired = hasExpired(link);
  const headingId = `share-link-${link.id}`;
  return (
    <li className="panel share-link" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {link.name} {expired ? <span className="badge red">expired</span> : null}
      </h2>
      <p>
        Shares {sharedInWords(link, names)}.{link.locale ? ` In ${formatLanguage(link.locale)}.` : null} {link.includeAssets ? "With images and product sheets." : "Without images."}
      </p>
      <dl className="share-link-facts">
        <div>
          <dt>{expired ? "Expired" : "Works until"}</dt>
          <dd>{link.expiresAt ? formatDate(link.expiresAt) : "No expiry"}</dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd>{link.hasPassword ? "Yes" : "No"}</dd>
        </div>
        <div>
          <dt>Last opened</dt>
          <dd>{link.lastOpenedAt ? formatDate(link.lastOpenedAt) : "Never"}</dd>
        </div>
        <div>
          <dt>Opens</dt>
          <dd>{link.opens.toLocaleString("en-GB")}</dd>
        </div>
        <div>
          <dt>Downloads</dt>
          <dd>{link.downloads.toLocaleString("en-GB")}</dd>
        </div>
      </dl>
      <div className="button-row">
        <CopyButton text={link.url} label="Copy link" name={`Copy the link of ${link.name}`} />
        {canWrite ? (
          <>
            <button type="button" className="secondary" aria-expanded={changing} onClick={() => setChanging(!changing)}>
              {changing ? "Cancel change" : "Change expiry or password"}
            </button>
            <DeleteButton
              label="Revoke"
              confirm={`Revoke “${link.name}”? It stops working at once: anyone opening it is told it is no longer available.`}
              inUse=""
              onDelete={() => revoke.mutateAsync(link.id)}
            />
          </>
        ) : null}
      </div>
      {changing ? <ShareLinkChange link={link} onDone={() => setChanging(false)} /> : null}
    </li>
  );
}
