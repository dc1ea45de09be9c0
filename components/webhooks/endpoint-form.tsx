"use client";
import { useState } from "react";
import { ApiError } from "@/lib/portal-client/api-error";
import { useCreateWebhookEndpoint } from "@/lib/portal-client/hooks/use-webhooks";
import { createEndpointBody, WEBHOOK_EVENTS, type WebhookEventType } from "@/lib/webhooks/schemas";
import type { NewWebhookEndpointDocument } from "@/lib/webhooks/documents";
import { Field } from "@/components/ui/field";
import { FormError, Problem } from "@/components/ui/states";
import { EVENT_DESCRIPTIONS } from "./event-names";

export function EndpointForm({ onCreated }: { onCreated: (endpoint: NewWebhookEndpointDocument) => void }) {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = createEndpointBody.safeParse({ url: url.trim(), events });
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      return setProblem([paths.has("url") && "Enter the endpoint's full http or https URL.", paths.has("events") && "Choose at least one event."].filter(Boolean).join(" "));
    }
    setProblem(null);
    create.mutate(parsed.data, { onSuccess: (endpoint) => (setUrl(""), setEvents([]), onCreated(endpoint)) });
  }
  const urlError = create.error instanceof ApiError ? create.error.fieldError("url") : undefined;
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="new-endpoint">
      <h2 id="new-endpoint">New endpoint</h2>
      <Problem message={problem} />
      <FormError error={create.error} />
      <Field label="Endpoint URL" hint="Where the service POSTs each event, signed with the endpoint's secret." error={urlError}>
        <input type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/hooks/pis" />
      </Field>
      <fieldset>
        <legend>Events</legend>
        <div className="form-grid">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="check">
              <input type="checkbox" checked={events.includes(event)} onChange={(e) => setEvents(e.target.checked ? [...events, event] : events.filter((x) => x !== event))} />
              <span>
                <code className="break-anywhere">{event}</code>
                <br />
                <span className="small muted">{EVENT_DESCRIPTIONS[event]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p>
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add endpoint"}
        </button>
      </p>
    </form>
  );
}
