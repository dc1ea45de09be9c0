"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { useWebhookEndpoint } from "@/lib/portal-client/hooks/use-webhooks";
import { formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { DeliveryLog } from "./delivery-log";
import { EndpointActions } from "./endpoint-actions";
import { EnabledBadge } from "./enabled-badge";

export function EndpointDetail({ id }: { id: string }) {
  const router = useRouter();
  const endpoint = useWebhookEndpoint(id);
  if (endpoint.isPending) return <Loading label="Loading endpoint…" />;
  if (isNotFound(endpoint.error))
    return (
      <EmptyState title="No such endpoint">
        <p>
          <Link href="/producer/webhooks">Back to webhooks</Link>
        </p>
      </EmptyState>
    );
  if (endpoint.isError) return <ErrorState error={endpoint.error} retry={() => endpoint.refetch()} />;
  const e = endpoint.data;
  return (
    <>
      <p className="small">
        <Link href="/producer/webhooks">Webhooks</Link>
      </p>
      <h1 className="break-anywhere">{e.url}</h1>
      <section className="panel" aria-labelledby="endpoint-title">
        <h2 id="endpoint-title">Endpoint</h2>
        <dl>
          <dt>State</dt>
          <dd>
            <EnabledBadge enabled={e.enabled} />
          </dd>
          <dt>Events</dt>
          <dd>{e.events.join(", ")}</dd>
          <dt>Created</dt>
          <dd>{formatDate(e.createdAt)}</dd>
        </dl>
        <EndpointActions endpoint={e} onDeleted={() => router.push("/producer/webhooks")} />
      </section>
      <DeliveryLog endpointId={id} />
    </>
  );
}
