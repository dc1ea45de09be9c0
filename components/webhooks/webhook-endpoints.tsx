"use client";
import Link from "next/link";
import { useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useWebhookEndpoints } from "@/lib/portal-client/hooks/use-webhooks";
import type { NewWebhookEndpointDocument } from "@/lib/webhooks/documents";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";
import { EndpointActions } from "./endpoint-actions";
import { EndpointForm } from "./endpoint-form";
import { EnabledBadge } from "./enabled-badge";
import { NewEndpointSecret } from "./new-endpoint-secret";

export function WebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const [created, setCreated] = useState<NewWebhookEndpointDocument | null>(null);
  const list = itemsOf(endpoints.data);
  return (
    <>
      <h1>Webhooks</h1>
      <p className="muted">
        Endpoints receive a signed POST for each event they subscribe to, retried with backoff until they answer 2xx. Each endpoint&apos;s page has its delivery log.
      </p>
      {created ? <NewEndpointSecret endpoint={created} onDone={() => setCreated(null)} /> : <EndpointForm onCreated={setCreated} />}
      {endpoints.isPending ? (
        <Loading label="Loading endpoints…" />
      ) : endpoints.isError ? (
        <ErrorState error={endpoints.error} retry={() => endpoints.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No endpoints yet">
          <p>Add one above; its signing secret is shown once.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Webhook endpoints</caption>
              <TableHead columns={["URL", "Events", "State", "Created", "Actions"]} />
              <tbody>
                {list.map((e) => (
                  <tr key={e.id}>
                    <td className="url-cell">
                      <Link href={`/producer/webhooks/${e.id}`}>{e.url}</Link>
                    </td>
                    <td className="small">{e.events.join(", ")}</td>
                    <td>
                      <EnabledBadge enabled={e.enabled} />
                    </td>
                    <td>{formatDate(e.createdAt)}</td>
                    <td>
                      <EndpointActions endpoint={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNextPage={endpoints.hasNextPage} isFetchingNextPage={endpoints.isFetchingNextPage} fetchNextPage={endpoints.fetchNextPage} />
        </>
      )}
    </>
  );
}
