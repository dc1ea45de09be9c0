"use client";
import { useDeleteWebhookEndpoint, useUpdateWebhookEndpoint } from "@/lib/portal-client/hooks/use-webhooks";
import type { WebhookEndpointDocument } from "@/lib/webhooks/documents";
import { FormError } from "@/components/ui/states";

// Disable (deliveries due meanwhile are skipped, not queued), enable, delete.
export function EndpointActions({ endpoint, onDeleted }: { endpoint: WebhookEndpointDocument; onDeleted?: () => void }) {
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  function destroy() {
    if (!window.confirm(`Delete the endpoint ${endpoint.url}? Its delivery log goes with it.`)) return;
    remove.mutate(endpoint.id, { onSuccess: onDeleted });
  }
  return (
    <>
      <div className="button-row">
        <button type="button" className="secondary" disabled={update.isPending} onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}>
          {endpoint.enabled ? "Disable" : "Enable"}
        </button>
        <button type="button" className="danger" disabled={remove.isPending} onClick={destroy}>
          Delete
        </button>
      </div>
      <FormError error={update.error ?? remove.error} />
    </>
  );
}
