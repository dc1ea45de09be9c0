"use client";
import { useState } from "react";
import { ApiError } from "@/lib/portal-client/api-error";
import { useCheckout } from "@/lib/portal-client/hooks/use-billing";
import type { PlanOffer } from "@/lib/portal-client/api-types";
import { formatMoney } from "@/components/ui/format";
import { FormError } from "@/components/ui/states";

// Plans for sale, one interval at a time; checkout is offered only when the
// subscription view says self-serve is available.
export function Plans({ plans, selfServe }: { plans: PlanOffer[]; selfServe: boolean }) {
  const checkout = useCheckout();
  const intervals = [...new Set(plans.map((p) => p.interval))];
  const [interval, setInterval] = useState(intervals[0] ?? "month");
  // The payment provider is down: say so on the buttons until it answers again.
  const outage = checkout.error instanceof ApiError && checkout.error.status === 503 ? checkout.error : null;
  const providerDown = outage !== null;
  if (plans.length === 0) return <p className="muted">No plans can be bought online at the moment. Contact sales to change your plan.</p>;
  return (
    <>
      {intervals.length > 1 ? (
        <fieldset>
          <legend>Billing interval</legend>
          {intervals.map((i) => (
            <label key={i} className="check">
              <input type="radio" name="interval" value={i} checked={interval === i} onChange={() => setInterval(i)} />
              {i === "month" ? "Monthly" : "Yearly (ten months' price)"}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="cards">
        {plans
          .filter((p) => p.interval === interval)
          .map((p) => (
            <div className="stat" key={`${p.code}-${p.interval}`}>
              <h3>{p.name}</h3>
              <p>
                <span className="stat-value">{formatMoney(p.unitAmount, p.currency)}</span> / {p.interval}
              </p>
              <p className="small muted">Excluding VAT, added at checkout where it applies.</p>
              {selfServe ? (
                <button
                  type="button"
                  disabled={checkout.isPending}
                  aria-describedby={providerDown ? "provider-down" : undefined}
                  onClick={() => checkout.mutate({ planCode: p.code, interval: p.interval }, { onSuccess: ({ url }) => window.location.assign(url) })}
                >
                  {providerDown ? `Try ${p.name} again` : `Choose ${p.name}`}
                </button>
              ) : null}
            </div>
          ))}
      </div>
      {outage ? (
        <div id="provider-down" className="notice error" role="alert">
          <p>
            <strong>Payments are unavailable right now.</strong> {outage.message}
          </p>
          {outage.requestId ? (
            <p className="small">
              Request id: <code>{outage.requestId}</code>
            </p>
          ) : null}
        </div>
      ) : (
        <FormError error={checkout.error} />
      )}
    </>
  );
}
