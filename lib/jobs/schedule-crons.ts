import { internalEvents } from "inngest";
import { db } from "../db/client";
import { latestTickBetween } from "./cron";
import type { FunctionIndex } from "./functions";

// In-process mode: creates the run for each cron function whose schedule
// ticked in (from, to]. The tick's event carries the dedupe key
// cron:<function id>:<tick>, so however many processes look at the same
// window, one run is made per function per tick. The event is born
// dispatched and its run is written with it: the dispatcher never sees it,
// and the run targets that one function only. Missed ticks are not caught up
// beyond the latest one, as with Inngest.
export async function scheduleCrons(index: FunctionIndex, from: Date, to: Date): Promise<number> {
  let created = 0;
  for (const { functionId, expression, schedule } of index.crons) {
    const tick = latestTickBetween(schedule, from, to);
    if (!tick) continue;
    await db.$transaction(async (tx) => {
      const [event] = await tx.outboxEvent.createManyAndReturn({
        data: [
          {
            name: internalEvents.ScheduledTimer,
            data: { cron: expression },
            dedupeKey: `cron:${functionId}:${tick.toISOString()}`,
            dispatchedAt: new Date(),
          },
        ],
        skipDuplicates: true,
        select: { id: true },
      });
      if (!event) return;
      await tx.jobRun.create({ data: { eventId: event.id, functionId, runAt: tick } });
      created++;
    });
  }
  return created;
}
