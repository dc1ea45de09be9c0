"use client";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useMarkRead, useNotifications, usePreferences, useUpdatePreferences } from "@/lib/portal-client/hooks/use-notifications";
import type { PreferencesDocument } from "@/lib/portal-client/api-types";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";

const KINDS: { key: keyof Omit<PreferencesDocument, "planLimitReached">; label: string }[] = [
  { key: "invoicePaid", label: "An invoice was paid" },
  { key: "subscriptionCancelled", label: "The subscription was cancelled" },
  { key: "paymentRecovered", label: "A failed payment was recovered" },
];

function PreferencesForm() {
  const prefs = usePreferences();
  const update = useUpdatePreferences();
  if (prefs.isPending) return <Loading />;
  if (prefs.isError) return <ErrorState error={prefs.error} retry={() => prefs.refetch()} />;
  return (
    <fieldset>
      <legend>Email me when</legend>
      {KINDS.map(({ key, label }) => (
        <label key={key} className="check">
          <input type="checkbox" checked={prefs.data[key]} onChange={(e) => update.mutate({ [key]: e.target.checked })} />
          {label}
        </label>
      ))}
      <label className="check">
        <input type="checkbox" checked disabled aria-describedby="plan-limit-hint" />
        Work was refused because a plan limit was reached
      </label>
      <p id="plan-limit-hint" className="field-hint">
        Plan-limit notices are always sent: they explain work that did not happen.
      </p>
      <FormError error={update.error} />
    </fieldset>
  );
}

export function Notifications() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = itemsOf(list.data);
  return (
    <>
      <h1>Notifications</h1>
      <section aria-labelledby="inbox">
        <h2 id="inbox" className="visually-hidden">
          Inbox
        </h2>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState error={list.error} retry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title="Nothing here yet">
            <p>Billing events and plan-limit notices will appear here.</p>
          </EmptyState>
        ) : (
          <ul style={{ listStyle: "none", padding: 0 }}>
            {items.map((n) => (
              <li key={n.id} className="panel">
                <div className="page-head">
                  <h3>
                    {n.readAt ? null : <span className="badge amber">new</span>} {n.title}
                  </h3>
                  <span className="small muted">{formatDate(n.createdAt)}</span>
                </div>
                <p>{n.body}</p>
                {!n.readAt ? (
                  <button type="button" className="secondary" onClick={() => markRead.mutate(n.id)}>
                    Mark as read
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} fetchNextPage={list.fetchNextPage} />
      </section>
      <section className="panel" aria-labelledby="prefs">
        <h2 id="prefs">Preferences</h2>
        <PreferencesForm />
      </section>
    </>
  );
}
