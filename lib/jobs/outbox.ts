import type { EventType, StandardSchemaV1 } from "inngest";
import type { Tx } from "../db/client";
import { toJson } from "./json";

// What `someEvent.create(data, { id })` returns for an event of
// lib/events/definitions.ts: enqueueEvent takes nothing else, so an event name cannot
// be misspelt and its data is typed by the event's schema. The create()
// option id is the dedupe key: a second event with the same id is dropped,
// here and by Inngest. Only name, data and id are kept; the outbox row's
// creation time is the event's timestamp.
export type CreatedEvent = ReturnType<EventType<string, StandardSchemaV1<Record<string, unknown>>>["create"]>;

// The only way app code sends an event. It is written in the caller's
// transaction, so the event exists if and only if the change that caused it
// committed; the job runner delivers it afterwards (docs/jobs.md).
// Returns the outbox id, or null when an event with the same id exists.
export async function enqueueEvent(tx: Tx, event: CreatedEvent): Promise<string | null> {
  // Names under "inngest/" are Inngest's own (cron ticks, invocations).
  if (event.name.startsWith("inngest/")) throw new Error(`Event name "${event.name}" is reserved by Inngest`);
  // Data that breaks the schema fails the writer's transaction here, rather
  // than committing an event whose runs could only fail.
  await event.validate().catch((error: unknown) => {
    throw new Error(`Event "${event.name}" does not match its schema: ${error instanceof Error ? error.message : String(error)}`);
  });
  // ON CONFLICT DO NOTHING rather than catching a unique violation: in
  // PostgreSQL an error would abort the caller's whole transaction.
  const created = await tx.outboxEvent.createManyAndReturn({
    data: [{ name: event.name, data: toJson(event.data), dedupeKey: event.id ?? null }],
    skipDuplicates: true,
    select: { id: true },
  });
  return created[0]?.id ?? null;
}
