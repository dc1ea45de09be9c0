"use client";
import Link from "next/link";
import { useState } from "react";
import { actorLabel } from "@/lib/portal-client/history-view";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useDeletedProducts, useRestoreVersion } from "@/lib/portal-client/hooks/use-history";
import { useCan } from "@/components/shell/viewer-context";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { TableHead } from "@/components/ui/table-head";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { RestoreError } from "./restore-error";

type Restored = { id: string; sku: string | null };

// Products deleted in the last 30 days; "Restore" brings one back with the
// same id, as it was before its deletion.
export function DeletedProducts() {
  const deleted = useDeletedProducts();
  const restore = useRestoreVersion();
  const canWrite = useCan("products:write");
  const [restored, setRestored] = useState<Restored | null>(null);
  const items = itemsOf(deleted.data);

  async function bringBack(id: string, sku: string | null, versionId: string) {
    setRestored(null);
    try {
      await restore.mutateAsync({ productId: id, versionId });
      setRestored({ id, sku });
    } catch {
      // Shown above the list, in words where the API explains the refusal.
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>Recently deleted products</h1>
        <Link className="button secondary" href="/producer/products">
          Back to products
        </Link>
      </div>
      <p className="muted">Products deleted in the last 30 days. Restoring one brings it back with its values, images and links as they were before it was deleted.</p>
      {restored ? (
        <p className="notice success" role="status">
          Restored {restored.sku ?? "the product"}. <Link href={`/producer/products/${restored.id}`}>Open {restored.sku ?? "the product"}</Link>
        </p>
      ) : null}
      <RestoreError error={restore.error} />
      {deleted.isPending ? <Loading label="Loading deleted products…" /> : null}
      {deleted.isError ? <ErrorState error={deleted.error} retry={() => deleted.refetch()} /> : null}
      {deleted.isSuccess && items.length === 0 ? <EmptyState title="No product was deleted in the last 30 days." /> : null}
      {items.length > 0 ? (
        <div className="table-wrap">
          <table>
            <TableHead columns={canWrite ? ["Product", "Deleted", "Action"] : ["Product", "Deleted"]} />
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
                  {/* Three columns, so the action stays in view on a phone. */}
                  <td>
                    <span className="mono">{p.sku ?? "—"}</span>
                    <br />
                    {p.name ?? "—"}
                  </td>
                  <td>
                    {formatDate(p.deletedAt)}
                    <br />
                    <span className="small muted">by {actorLabel(p.actor)}</span>
                  </td>
                  {canWrite ? (
                    <td>
                      {p.restoreVersionId ? (
                        <button type="button" className="secondary" aria-label={`Restore ${p.sku ?? p.name ?? "product"}`} disabled={restore.isPending} onClick={() => bringBack(p.id, p.sku, p.restoreVersionId!)}>
                          Restore
                        </button>
                      ) : (
                        <span className="small muted">No version to restore</span>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <LoadMore hasNextPage={deleted.hasNextPage} isFetchingNextPage={deleted.isFetchingNextPage} fetchNextPage={deleted.fetchNextPage} />
    </>
  );
}
