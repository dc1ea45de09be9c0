"use client";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useReplayDelivery, useWebhookDeliveries } from "@/lib/portal-client/hooks/use-webhooks";
import { StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

// Newest first; polled while open, since deliveries are sent and retried in the background.
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId, 3000);
  const replay = useReplayDelivery(endpointId);
  const list = itemsOf(deliveries.data);
  return (
    <section className="panel" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Delivery log</h2>
      <FormError error={replay.error} />
      {deliveries.isPending ? (
        <Loading label="Loading deliveries…" />
      ) : deliveries.isError ? (
        <ErrorState error={deliveries.error} retry={() => deliveries.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No deliveries yet">
          <p>Each event this endpoint subscribes to appears here within moments of happening.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Deliveries to this endpoint</caption>
              <TableHead columns={["Time", "Event", "Status", "Attempts", "Response", "Last error", "Actions"]} />
              <tbody>
                {list.map((d) => (
                  <tr key={d.id}>
                    <td>{formatDate(d.createdAt)}</td>
                    <td>
                      <code>{d.eventType}</code>
                      {typeof d.payload.data.sku === "string" ? <div className="small mono">{d.payload.data.sku}</div> : null}
                    </td>
                    <td>
                      <StatusBadge status={d.status} />
                    </td>
                    <td>{d.attempts}</td>
                    <td>{d.responseStatus ?? "—"}</td>
                    <td>{d.lastError ?? "—"}</td>
                    <td>
                      <button type="button" className="secondary" disabled={replay.isPending} onClick={() => replay.mutate(d.id)}>
                        Send again
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNextPage={deliveries.hasNextPage} isFetchingNextPage={deliveries.isFetchingNextPage} fetchNextPage={deliveries.fetchNextPage} />
        </>
      )}
    </section>
  );
}
