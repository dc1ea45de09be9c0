import type { Inngest } from "inngest";
import { db } from "../db/client";
import { errorText } from "./decide";

export type InngestDispatch = { sent: number; error?: string };

// Inngest mode: sends new outbox events to Inngest, which runs the functions
// through /api/inngest. The outbox id is the Inngest event id, and Inngest
// drops a repeated id, so an event sent again after a crash between sending
// and marking it dispatched still runs its functions once. The rows stay
// locked while sending so two processes do not send the same batch.
export async function dispatchToInngest(client: Inngest.Any, limit: number): Promise<InngestDispatch> {
  return db.$transaction(
    async (tx) => {
      const events = await tx.$queryRaw<{ id: string; name: string; data: Record<string, unknown>; createdAt: Date }[]>`
        SELECT id, name, data, "createdAt" FROM outbox_events
        WHERE "dispatchedAt" IS NULL
        ORDER BY "createdAt"
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`;
      if (events.length === 0) return { sent: 0 };
      const ids = events.map((event) => event.id);
      try {
        await client.send(events.map((event) => ({ id: event.id, name: event.name, data: event.data, ts: new Date(event.createdAt).getTime() })));
      } catch (error) {
        const message = errorText(error);
        await tx.outboxEvent.updateMany({ where: { id: { in: ids } }, data: { attempts: { increment: 1 }, lastError: message } });
        return { sent: 0, error: message };
      }
      await tx.outboxEvent.updateMany({ where: { id: { in: ids } }, data: { dispatchedAt: new Date(), attempts: { increment: 1 }, lastError: null } });
      return { sent: events.length };
    },
    // Long enough for one send over a slow network; the rows are locked meanwhile.
    { timeout: 30_000 },
  );
}
