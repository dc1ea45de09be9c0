"use client";
import { useState } from "react";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { FIELD_FILTERS } from "@/lib/portal-client/history-view";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProductHistory } from "@/lib/portal-client/hooks/use-history";
import { LoadMore } from "@/components/ui/load-more";
import { ErrorState, Loading } from "@/components/ui/states";
import { VersionEntry } from "./version-entry";

type Props = { productId: string; canWrite: boolean; onRestored: (product: ProductDocument) => void };

// The product's versions, newest first, narrowed by field, each with what
// it changed and a way back to it.
export function HistorySection({ productId, canWrite, onRestored }: Props) {
  const [field, setField] = useState("");
  const [restored, setRestored] = useState<number | null>(null);
  const history = useProductHistory(productId, field);
  const versions = itemsOf(history.data);

  function restoredVersion(version: number, product: ProductDocument) {
    setRestored(version);
    onRestored(product);
  }

  return (
    <section id="section-history" className="panel editor-section" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <p className="history-filter">
        <label htmlFor="history-field">Show changes to</label>{" "}
        <select id="history-field" value={field} onChange={(e) => setField(e.target.value)}>
          {FIELD_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </p>
      {restored !== null ? (
        <p className="notice success" role="status">
          Version {restored} restored: the product shows its values again.
        </p>
      ) : null}
      {history.isPending ? <Loading label="Loading history…" /> : null}
      {history.isError ? <ErrorState error={history.error} retry={() => history.refetch()} /> : null}
      {history.isSuccess && versions.length === 0 ? <p className="muted">No version changed this field.</p> : null}
      <ol className="version-list" aria-label="Versions, newest first">
        {versions.map((entry) => (
          <VersionEntry key={entry.id} productId={productId} entry={entry} canRestore={canWrite} onRestored={restoredVersion} />
        ))}
      </ol>
      <LoadMore hasNextPage={history.hasNextPage} isFetchingNextPage={history.isFetchingNextPage} fetchNextPage={history.fetchNextPage} />
    </section>
  );
}
