import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Outcome } from "./outcome";
import { emitPublicationEvents, type PublicationOutcome } from "../../webhooks/publication-events";
import { tenantSql } from "../../db/tenant-sql";
import { recordHash } from "../record-hash";

export type Claim = { owner: string; leaseMs: number };

// Takes the right to POST records, one statement for a round. A record can
// be claimed only while it is pending with no externalRef and no other pass
// holds a live claim on it, so at most one POST of it is in flight whatever
// passes, functions, retries and processes overlap. A record keeps the key of
// the batch it was last sent in (a lost answer is re-sent under the same
// Idempotency-Key); a fresh one takes the proposed key. The lease outlives
// any one request, so only a dead pass's claim is ever taken over.
export async function claimForBatches(claim: Claim, assignments: { publicationId: string; key: string }[]): Promise<Map<string, string>> {
  if (assignments.length === 0) return new Map();
  // Records this pass read from its own channel's rows.
  const claimed = await db.$queryRaw<{ id: string; key: string }[]>(tenantSql.anyOrganization`
    UPDATE publications p SET
      "deliveryKey" = COALESCE(p."deliveryKey", v.key),
      "deliveryClaimOwner" = ${claim.owner}::uuid,
      "deliveryClaimUntil" = now() + ${claim.leaseMs} * interval '1 millisecond'
    FROM unnest(${assignments.map((a) => a.publicationId)}::uuid[], ${assignments.map((a) => a.key)}::text[]) AS v(id, key)
    WHERE p.id = v.id AND p.status = 'pending' AND p."externalRef" IS NULL
      AND (p."deliveryClaimOwner" IS NULL OR p."deliveryClaimOwner" = ${claim.owner}::uuid OR p."deliveryClaimUntil" < now())
    RETURNING p.id, p."deliveryKey" AS key`);
  return new Map(claimed.map((c) => [c.id, c.key]));
}

// Of records a pass could not claim, those still waiting for a POST: another
// pass holds them (or held them and died), so this pass must come back. The
// ids are of records this pass read from its own channel, so they need no
// organisation filter.
export async function stillAwaitingPost(publicationIds: string[]): Promise<number> {
  if (publicationIds.length === 0) return 0;
  return db.publication.count({ where: { id: { in: publicationIds }, status: "pending", externalRef: null, ...ownedBy.anyOrganization() } });
}

type Row = { status: string; ref: string | null; error: string | null; keep: boolean; hash: string | null; record: string | null };

function rowOf(o: Outcome, giveUp: boolean): Row {
  const none = { ref: null, keep: false, hash: null, record: null };
  if (o.kind === "delivered") return { status: "delivered", ref: o.externalRef, error: null, keep: false, hash: recordHash(o.record.fields), record: JSON.stringify(o.record) };
  if (o.kind === "failed") return { ...none, status: "failed", error: o.error };
  if (giveUp) return { ...none, status: "failed", error: `gave up after the last retry: ${o.error}` };
  return { ...none, status: "pending", error: `retrying: ${o.error}`, keep: o.keepKey };
}

// One statement for a round's outcomes. A transient outcome stays pending
// with the reason (never failed on a first attempt); a permanent one is
// failed; either way the attempt counts, and this pass's claims end.
export async function persistOutcomes(outcomes: Map<string, Outcome>, owner: string, giveUp = false): Promise<void> {
  if (outcomes.size === 0) return;
  const ids = [...outcomes.keys()];
  const rows = [...outcomes.values()].map((o) => rowOf(o, giveUp));
  // Records this pass claimed from its own channel's rows.
  const settled = await db.$queryRaw<(PublicationOutcome & { organizationId: string; channelId: string })[]>(tenantSql.anyOrganization`
    UPDATE publications p SET
      status = v.status::"PublicationStatus",
      "externalRef" = COALESCE(v.external_ref, p."externalRef"),
      "lastError" = v.last_error,
      "deliveryKey" = CASE WHEN v.keep_key THEN p."deliveryKey" ELSE NULL END,
      "deliveryClaimOwner" = CASE WHEN p."deliveryClaimOwner" = ${owner}::uuid THEN NULL ELSE p."deliveryClaimOwner" END,
      "deliveryClaimUntil" = CASE WHEN p."deliveryClaimOwner" = ${owner}::uuid THEN NULL ELSE p."deliveryClaimUntil" END,
      attempts = p.attempts + 1,
      "deliveredAt" = CASE WHEN v.status = 'delivered' THEN now() ELSE p."deliveredAt" END,
      "deliveredHash" = CASE WHEN v.status = 'delivered' THEN v.hash ELSE p."deliveredHash" END,
      "deliveredRecord" = CASE WHEN v.status = 'delivered' THEN v.record::jsonb ELSE p."deliveredRecord" END,
      "updatedAt" = now()
    FROM unnest(${ids}::uuid[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.ref)}::text[],
                ${rows.map((r) => r.error)}::text[], ${rows.map((r) => r.keep)}::bool[], ${rows.map((r) => r.hash)}::text[],
                ${rows.map((r) => r.record)}::text[])
      AS v(id, status, external_ref, last_error, keep_key, hash, record)
    WHERE p.id = v.id
    RETURNING p."organizationId", p."channelId", p."productId", p.sku, p.status::text AS status, p."lastError", p."externalRef"`);
  const first = settled[0];
  if (first) await emitPublicationEvents(first.organizationId, first.channelId, settled);
}
