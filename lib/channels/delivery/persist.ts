import { db } from "../../db/client";
import type { Outcome } from "./outcome";
import { emitPublicationEvents, type PublicationOutcome } from "../../webhooks/publication-events";

// Claims fresh records for their batches before anything is sent. Only a
// pending record with no key and no externalRef can be claimed, so two passes
// over the same product (a sync and an edit's delivery) never both POST it;
// the key is stored, so a crash mid-request re-sends the same batch.
export async function claimForBatches(assignments: { publicationId: string; key: string }[]): Promise<Set<string>> {
  if (assignments.length === 0) return new Set();
  const claimed = await db.$queryRaw<{ id: string }[]>`
    UPDATE publications p SET "deliveryKey" = v.key
    FROM unnest(${assignments.map((a) => a.publicationId)}::uuid[], ${assignments.map((a) => a.key)}::text[]) AS v(id, key)
    WHERE p.id = v.id AND p."deliveryKey" IS NULL AND p."externalRef" IS NULL AND p.status = 'pending'
    RETURNING p.id`;
  return new Set(claimed.map((c) => c.id));
}

type Row = { status: string; ref: string | null; error: string | null; keep: boolean };

function rowOf(o: Outcome, giveUp: boolean): Row {
  if (o.kind === "delivered") return { status: "delivered", ref: o.externalRef, error: null, keep: false };
  if (o.kind === "failed") return { status: "failed", ref: null, error: o.error, keep: false };
  if (giveUp) return { status: "failed", ref: null, error: `gave up after the last retry: ${o.error}`, keep: false };
  return { status: "pending", ref: null, error: `retrying: ${o.error}`, keep: o.keepKey };
}

// One statement for a round's outcomes. A transient outcome stays pending
// with the reason (never failed on a first attempt); a permanent one is
// failed; either way the attempt counts.
export async function persistOutcomes(outcomes: Map<string, Outcome>, giveUp = false): Promise<void> {
  if (outcomes.size === 0) return;
  const ids = [...outcomes.keys()];
  const rows = [...outcomes.values()].map((o) => rowOf(o, giveUp));
  const settled = await db.$queryRaw<(PublicationOutcome & { organizationId: string; channelId: string })[]>`
    UPDATE publications p SET
      status = v.status::"PublicationStatus",
      "externalRef" = COALESCE(v.external_ref, p."externalRef"),
      "lastError" = v.last_error,
      "deliveryKey" = CASE WHEN v.keep_key THEN p."deliveryKey" ELSE NULL END,
      attempts = p.attempts + 1,
      "deliveredAt" = CASE WHEN v.status = 'delivered' THEN now() ELSE p."deliveredAt" END,
      "updatedAt" = now()
    FROM unnest(${ids}::uuid[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.ref)}::text[],
                ${rows.map((r) => r.error)}::text[], ${rows.map((r) => r.keep)}::bool[])
      AS v(id, status, external_ref, last_error, keep_key)
    WHERE p.id = v.id
    RETURNING p."organizationId", p."channelId", p."productId", p.sku, p.status::text AS status, p."lastError", p."externalRef"`;
  const first = settled[0];
  if (first) await emitPublicationEvents(first.organizationId, first.channelId, settled);
}
