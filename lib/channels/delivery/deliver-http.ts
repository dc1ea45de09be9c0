import { setTimeout as sleep } from "node:timers/promises";
import { batchKey, postBatch, putRecord, type OutgoingRecord } from "./http-protocol";
import type { Outcome } from "./outcome";
import { claimForBatches, persistOutcomes } from "./persist";
import type { DestinationClient } from "../ssrf/destination-client";

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

// Records already in flight keep their batch (same members, same key);
// the rest are cut into new batches and claimed before sending. A record
// another pass claimed first is left to that pass.
async function formBatches(records: Pending[], runKey: string): Promise<{ key: string; records: Pending[] }[]> {
  const keyed = new Map<string, Pending[]>();
  const fresh: Pending[] = [];
  for (const r of records) {
    if (r.deliveryKey) keyed.set(r.deliveryKey, [...(keyed.get(r.deliveryKey) ?? []), r]);
    else fresh.push(r);
  }
  const proposed: { key: string; records: Pending[] }[] = [];
  for (let i = 0; i < fresh.length; i += BATCH_SIZE) {
    const members = fresh.slice(i, i + BATCH_SIZE);
    proposed.push({ key: batchKey(runKey, members.map((m) => m.publicationId)), records: members });
  }
  const claimed = await claimForBatches(proposed.flatMap((b) => b.records.map((r) => ({ publicationId: r.publicationId, key: b.key }))));
  const batches = [...keyed].map(([key, members]) => ({ key, records: members }));
  for (const b of proposed) {
    const members = b.records.filter((r) => claimed.has(r.publicationId));
    members.forEach((m) => (m.deliveryKey = b.key));
    if (members.length) batches.push({ key: b.key, records: members });
  }
  return batches;
}

async function attempt(client: DestinationClient, url: string, records: Pending[], runKey: string): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const updates = records.filter((r) => r.externalRef);
  const creates = await formBatches(records.filter((r) => !r.externalRef), runKey);
  await Promise.all([
    inParallel(updates, PARALLEL_REQUESTS * 2, async (r) => void outcomes.set(r.publicationId, await putRecord(client, url, r))),
    inParallel(creates, PARALLEL_REQUESTS, async (b) => {
      for (const [id, o] of await postBatch(client, url, b.key, b.records)) outcomes.set(id, o);
    }),
  ]);
  return outcomes;
}

// Delivers to an http destination: a few quick rounds for transient
// failures, each round's outcomes stored at once (so a later retry never
// re-sends what was delivered); what is still transient after them is
// thrown for the job runner's slower backoff, or, on the last attempt,
// recorded as failed.
export async function deliverHttp(client: DestinationClient, url: string, records: Pending[], runKey: string, lastAttempt: boolean) {
  let remaining = records;
  let reason = "";
  for (let round = 0; round < QUICK_ROUNDS && remaining.length > 0; round++) {
    if (round > 0) await sleep(150 * 2 ** round + Math.random() * 100);
    const outcomes = await attempt(client, url, remaining, runKey);
    const transient = new Set([...outcomes].filter(([, o]) => o.kind === "transient").map(([id]) => id));
    // A record with no outcome was claimed by another pass, which delivers it.
    const finalRound = round === QUICK_ROUNDS - 1;
    await persistOutcomes(outcomes, finalRound && lastAttempt);
    remaining = remaining.filter((r) => transient.has(r.publicationId));
    for (const r of remaining) {
      const o = outcomes.get(r.publicationId);
      if (o?.kind === "transient" && !o.keepKey) r.deliveryKey = null;
      if (o?.kind === "transient") reason = o.error;
    }
  }
  if (remaining.length > 0 && !lastAttempt) throw new TransientDeliveryError(remaining.length, reason);
}
