"use client";
import Link from "next/link";
import { useState } from "react";
import { countsInWords, PUBLICATION_STATUSES, statusFilterOf, type PublicationCounts } from "@/lib/portal-client/channel-view";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { usePublications } from "@/lib/portal-client/hooks/use-channels";
import { StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { DeliveredRecord } from "./delivered-record";
import { EvaluationSummary } from "./evaluation-summary";
import { TableHead } from "../ui/table-head";

// One row per product, re-evaluated in the background; polled while open.
// The summary counts every publication (from the channel), the filter asks
// the API for one status, so neither depends on the pages loaded.
export function PublicationsTable({ channelId, counts, refetchInterval }: { channelId: string; counts: PublicationCounts; refetchInterval: number }) {
  const [filter, setFilter] = useState("");
  const status = statusFilterOf(filter);
  const publications = usePublications(channelId, status, refetchInterval);
  const list = itemsOf(publications.data);
  return (
    <section className="panel" aria-labelledby="publications-title">
      <h2 id="publications-title">Publications</h2>
      <p data-testid="publication-summary">
        By status: {countsInWords(counts)}
      </p>
      <div className="field">
        <label htmlFor="publication-status">Show</label>
        <select id="publication-status" value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="">All statuses</option>
          {PUBLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} ({counts[s]})
            </option>
          ))}
        </select>
      </div>
      {publications.isPending ? (
        <Loading label="Loading publications…" />
      ) : publications.isError ? (
        <ErrorState error={publications.error} retry={() => publications.refetch()} />
      ) : list.length === 0 && status ? (
        <EmptyState title={`No ${status} publications`}>
          <p>Choose “All statuses” to see the others.</p>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState title="No publications yet">
          <p>Active products are evaluated against this channel in the background; they appear here within moments. Drafts are never sent.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Publications of this channel</caption>
              <TableHead columns={["SKU", "Status", "Reason", "Evaluation", "External ref", "Attempts", "Updated", "Sent"]} />
              <tbody>
                {list.map((p) => (
                  <tr key={p.id}>
                    <td className="mono">
                      <Link href={`/producer/products/${p.productId}`}>{p.sku}</Link>
                    </td>
                    <td>
                      <StatusBadge status={p.status} />
                    </td>
                    <td>{p.last_error ?? "—"}</td>
                    <td>
                      <EvaluationSummary evaluation={p.evaluation} />
                    </td>
                    <td className="mono">{p.externalRef ?? "—"}</td>
                    <td>{p.attempts}</td>
                    <td>{formatDate(p.updatedAt)}</td>
                    <td>
                      <DeliveredRecord publication={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNextPage={publications.hasNextPage} isFetchingNextPage={publications.isFetchingNextPage} fetchNextPage={publications.fetchNextPage} />
        </>
      )}
    </section>
  );
}
