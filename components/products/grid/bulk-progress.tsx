"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import { useBulkAction } from "@/lib/portal-client/hooks/use-bulk-actions";
import { keys } from "@/lib/portal-client/keys";
import { isSettled, progressPercent } from "@/lib/portal-client/transfers";
import { UndoBulkAction } from "./undo-bulk-action";

const SHOWN_REFUSALS = 20;

// The SKUs of the refused products, so each refusal names the product as
// the supplier knows it (the action reports ids).
function useSkus(ids: string[]) {
  return useQuery({
    queryKey: keys.products.search({ ids: ids.join(","), purpose: "refusals" }),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/search/products", { params: { query: { ids: ids.join(","), limit: ids.length } }, signal })),
    enabled: ids.length > 0,
    select: (page) => new Map(page.items.map((p) => [p.id, p.sku])),
  });
}

// A running bulk action read until it has settled, then its result: how
// many products changed, each refusal with its reason, and a way to undo it.
export function BulkProgress({ id, onSettled, onUndone }: { id: string; onSettled: () => void; onUndone: (undoId: string) => void }) {
  const client = useQueryClient();
  const query = useBulkAction(id);
  const doc = query.data;
  const settled = doc ? isSettled(doc.status) : false;
  const refused = settled && doc ? doc.errors.slice(0, SHOWN_REFUSALS) : [];
  const skus = useSkus(refused.map((e) => e.productId));
  const finished = useEffectEvent(() => {
    void client.invalidateQueries({ queryKey: keys.products.all(), predicate: (q) => q.queryKey[2] !== "bulk-action" });
    onSettled();
  });
  useEffect(() => {
    if (settled) finished();
  }, [settled]);
  if (!doc) return <p role="status">Starting…</p>;
  const verb = doc.action === "delete" ? "deleted" : doc.action === "undo" ? "put back" : "updated";
  if (!settled) {
    const percent = progressPercent(doc.processed, doc.total);
    return (
      <div className="bulk-progress">
        <progress value={doc.processed} max={doc.total || 1} aria-label="Bulk action progress" aria-valuetext={`${percent}%`} />
        <p role="status">
          {doc.processed} of {doc.total} products done ({percent}%)…
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="bulk-progress">
      {doc.status === "failed" ? (
        <p>The action stopped on an internal error after {doc.processed} of {doc.total} products; run it again for the rest.</p>
      ) : (
        <p>
          Done: {doc.total - doc.failed} of {doc.total} products {verb}
          {doc.failed ? `, ${doc.failed} refused` : ""}.
        </p>
      )}
      {refused.length > 0 ? (
        <ul className="small refusals" aria-label="Refused products">
          {refused.map((e) => (
            <li key={e.productId}>
              <strong className="mono">{skus.data?.get(e.productId) ?? "A product no longer listed"}</strong>: {e.message}
            </li>
          ))}
          {doc.failed > refused.length ? <li>…and {doc.failed - refused.length} more.</li> : null}
        </ul>
      ) : null}
      {doc.status === "succeeded" ? <UndoBulkAction id={doc.id} changed={doc.processed - doc.failed} onStarted={onUndone} /> : null}
    </div>
  );
}
