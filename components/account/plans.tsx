"use client";
import { useState } from "react";
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
                  onClick={() => checkout.mutate({ planCode: p.code, interval: p.interval }, { onSuccess: ({ url }) => window.location.assign(url) })}
                >
                  Choose {p.name}
                </button>
              ) : null}
            </div>
          ))}
      </div>
      <FormError error={checkout.error} />
    </>
  );
}
