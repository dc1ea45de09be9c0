import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { batchKey, postBatch, putRecord, type OutgoingRecord } from "./http-protocol";
import type { Outcome } from "./outcome";
import { claimForBatches, persistOutcomes, stillAwaitingPost, type Claim } from "./persist";
import type { DestinationClient } from "../../outbound/destination-client";

export const BATCH_SIZE = 100;
const PARALLEL_REQUESTS = 4;
const QUICK_ROUNDS = 3;

export type Pending = OutgoingRecord & { deliveryKey: string | null };

export class TransientDeliveryError extends Error {
  constructor(readonly remaining: number, reason: string) {
    super(`${remaining} record(s) not delivered yet: ${reason}`);
    this.name = "TransientDeliveryError";
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

// Records that were sent before keep their batch (same members, same
// Idempotency-Key, so a lost answer is re-sent as it was); the rest are cut
// into new batches, each under a key never used before. A record whose
// answer came back (retryable, or missing from the results) is sent again as
// a new request: under the key of the answered one, a destination that
// honours Idempotency-Key would only replay that answer, for ever. The key
// is stored with the claim before the POST (persist.ts), so a retry after a
// lost answer still finds it.
function proposeBatches(records: Pending[], runKey: string): { key: string; records: Pending[] }[] {
  const keyed = new Map<string, Pending[]>();
  const fresh: Pending[] = [];
  for (const r of records) {
    if (r.deliveryKey) keyed.set(r.deliveryKey, [...(keyed.get(r.deliveryKey) ?? []), r]);
    else fresh.push(r);
  }
  const batches = [...keyed].map(([key, members]) => ({ key, records: members }));
  for (let i = 0; i < fresh.length; i += BATCH_SIZE) {
    const members = fresh.slice(i, i + BATCH_SIZE);
    batches.push({ key: batchKey(`${runKey}:${randomUUID()}`, members.map((m) => m.publicationId)), records: members });
  }
  return batches;
}

// Claims a batch's records just before sending them and stores what became
// of them as soon as the answer is in, so a claim's lease covers one request
// and the write of its outcome. What another pass holds is left to it
// (`held`); a record is sent under the key it holds in the database, which a
// pass that sent it before may have set.
async function claimAndPost(client: DestinationClient, url: string, batch: { key: string; records: Pending[] }, claim: Claim, giveUp: boolean, outcomes: Map<string, Outcome>, held: Pending[]) {
  const claimed = await claimForBatches(claim, batch.records.map((r) => ({ publicationId: r.publicationId, key: batch.key })));
  const byKey = new Map<string, Pending[]>();
  for (const r of batch.records) {
    const key = claimed.get(r.publicationId);
    if (!key) {
      held.push(r);
      continue;
    }
    r.deliveryKey = key;
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
  }
  for (const [key, members] of byKey) {
    const answered = await postBatch(client, url, key, members);
    await persistOutcomes(answered, claim.owner, giveUp);
    for (const [id, o] of answered) outcomes.set(id, o);
  }
}

async function attempt(client: DestinationClient, url: string, records: Pending[], runKey: string, claim: Claim, giveUp: boolean) {
  const outcomes = new Map<string, Outcome>();
  const puts = new Map<string, Outcome>();
  const held: Pending[] = [];
  const updates = records.filter((r) => r.externalRef);
  const batches = proposeBatches(records.filter((r) => !r.externalRef), runKey);
  await Promise.all([
    inParallel(updates, PARALLEL_REQUESTS * 2, async (r) => void puts.set(r.publicationId, await putRecord(client, url, r))),
    inParallel(batches, PARALLEL_REQUESTS, (b) => claimAndPost(client, url, b, claim, giveUp, outcomes, held)),
  ]);
  await persistOutcomes(puts, claim.owner, giveUp);
  for (const [id, o] of puts) outcomes.set(id, o);
  return { outcomes, held };
}

// Delivers to an http destination: a few quick rounds for transient
// failures, each round's outcomes stored at once (so a later retry never
// re-sends what was delivered); what is still transient after them, or was
// held by another pass and is still waiting, is thrown for the job runner's
// slower backoff, or, on the last attempt, recorded as failed (transient)
// or left to the pass that holds it.
export async function deliverHttp(client: DestinationClient, url: string, records: Pending[], runKey: string, lastAttempt: boolean, leaseMs: number) {
  const claim: Claim = { owner: randomUUID(), leaseMs };
  let remaining = records;
  let held: Pending[] = [];
  let reason = "";
  for (let round = 0; round < QUICK_ROUNDS && remaining.length > 0; round++) {
    if (round > 0) await sleep(150 * 2 ** round + Math.random() * 100);
    const finalRound = round === QUICK_ROUNDS - 1;
    const result = await attempt(client, url, remaining, runKey, claim, finalRound && lastAttempt);
    const { outcomes } = result;
    held = [...held, ...result.held];
    const transient = new Set([...outcomes].filter(([, o]) => o.kind === "transient").map(([id]) => id));
    remaining = remaining.filter((r) => transient.has(r.publicationId));
    for (const r of remaining) {
      const o = outcomes.get(r.publicationId);
      if (o?.kind === "transient" && !o.keepKey) r.deliveryKey = null;
      if (o?.kind === "transient") reason = o.error;
    }
  }
  if (lastAttempt) return;
  if (remaining.length > 0) throw new TransientDeliveryError(remaining.length, reason);
  // Records another pass held: if that pass finished them, nothing is left;
  // if it died, its claim lapses and the retry of this step sends them.
  const waiting = await stillAwaitingPost(held.map((r) => r.publicationId));
  if (waiting > 0) throw new TransientDeliveryError(waiting, "held by another delivery pass");
}
