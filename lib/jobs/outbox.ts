import type { Tx } from "../db/client";
import { toJson } from "./json";

export type OutboxEventInput = {
  name: string;
  data: Record<string, unknown>;
  // Dedupe key: a second event with the same id is dropped, here and by Inngest.
  id?: string;
};

// The only way app code sends an event. It is written in the caller's
// transaction, so the event exists if and only if the change that caused it
// committed; the job runner delivers it afterwards (docs/jobs.md).
// Returns the outbox id, or null when an event with the same id exists.
export async function enqueueEvent(tx: Tx, event: OutboxEventInput): Promise<string | null> {
  // Names under "inngest/" are Inngest's own (cron ticks, invocations).
  if (event.name.startsWith("inngest/")) throw new Error(`Event name "${event.name}" is reserved by Inngest`);
  // ON CONFLICT DO NOTHING rather than catching a unique violation: in
  // PostgreSQL an error would abort the caller's whole transaction.
  const created = await tx.outboxEvent.createManyAndReturn({
    data: [{ name: event.name, data: toJson(event.data), dedupeKey: event.id ?? null }],
    skipDuplicates: true,
    select: { id: true },
  });
  return created[0]?.id ?? null;
}
