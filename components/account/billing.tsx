"use client";
import { usePortalSession, useSubscription } from "@/lib/portal-client/hooks/use-billing";
import { useCan } from "@/components/shell/viewer-context";
import { StatusBadge } from "@/components/ui/badges";
import { formatDate } from "@/components/ui/format";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { Invoices } from "./invoices";
import { Plans } from "./plans";

export function Billing() {
  const view = useSubscription();
  const portal = usePortalSession();
  const canBuy = useCan("billing:create");
  return (
    <>
      <h1>Billing</h1>
      <section className="panel" aria-labelledby="subscription-title">
        <h2 id="subscription-title">Subscription</h2>
        {view.isPending ? (
          <Loading />
        ) : view.isError ? (
          <ErrorState error={view.error} retry={() => view.refetch()} />
        ) : (
          <>
            {view.data.subscription ? (
              <p>
                <strong>{view.data.subscription.planCode}</strong> plan, billed every {view.data.subscription.interval}{" "}
                <StatusBadge status={view.data.subscription.status} />
                <br />
                {view.data.subscription.cancelAtPeriodEnd ? "Ends" : "Renews"} on {formatDate(view.data.subscription.currentPeriodEnd)}.
              </p>
            ) : (
              <p>You are on the Free plan.</p>
            )}
            {canBuy && view.data.portalAvailable ? (
              <p>
                <button type="button" className="secondary" disabled={portal.isPending} onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}>
                  Manage payment and plan
                </button>
              </p>
            ) : null}
            <FormError error={portal.error} />
            <h3>Plans</h3>
            <Plans plans={view.data.availablePlans} selfServe={canBuy && view.data.selfServeAvailable} />
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Invoices</h2>
        <Invoices />
      </section>
    </>
  );
}
