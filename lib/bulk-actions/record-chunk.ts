import type { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Prisma } from "../db/generated/client";
import type { BulkActionError } from "./documents";

// Refusals kept on the action; the count keeps going.
const ERRORS_KEPT = 100;

// Which action: the bulk-action.requested event's data.
export type BulkActionRef = { organizationId: string; bulkActionId: string };

// The progress of the chunk [start, end) with its refusals, recorded once:
// the checkpoint moves only from the chunk's start, so a chunk run again
// after its progress was stored (a retried step) records nothing twice.
// `prior` is the action as read before the chunk ran.
export async function recordChunk(
  client: Pick<typeof db, "bulkAction">,
  ref: BulkActionRef,
  prior: { failed: number; errors: Prisma.JsonValue },
  start: number,
  end: number,
  refused: BulkActionError[],
): Promise<void> {
  await client.bulkAction.updateMany({
    where: { id: ref.bulkActionId, ...ownedBy(ref), processed: start },
    data: { processed: end, failed: prior.failed + refused.length, errors: [...(prior.errors as BulkActionError[]), ...refused].slice(0, ERRORS_KEPT) },
  });
}

