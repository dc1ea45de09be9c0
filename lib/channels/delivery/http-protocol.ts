import { createHash } from "node:crypto";
import { z } from "zod";
import { DestinationRefused, type DestinationClient } from "../../outbound/destination-client";
import { isTransientStatus, type Outcome } from "./outcome";

export type OutgoingRecord = { publicationId: string; sku: string; fields: Record<string, unknown>; externalRef: string | null };

const batchAnswer = z.object({
  results: z.array(
    z.object({ sku: z.string(), ok: z.boolean(), externalRef: z.string().max(500).optional(), error: z.string().optional(), retryable: z.boolean().optional() }),
  ),
});

export function batchKey(runKey: string, publicationIds: string[]): string {
  return createHash("sha256").update(runKey).update("\0").update([...publicationIds].sort().join(",")).digest("hex");
}

function failureOf(err: unknown): Outcome {
  if (err instanceof DestinationRefused) return { kind: "failed", error: `destination refused: ${err.message}` };
  const reason = err instanceof Error && err.name === "TimeoutError" ? "timed out" : `network error: ${(err as Error).message}`;
  return { kind: "transient", error: reason, keepKey: true };
}

function recordsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/records`;
}

// POST {url}/records with per-record results (docs/api.md, "Channels and publications"). The
// Idempotency-Key lets the destination answer a repeated batch from memory.
export async function postBatch(client: DestinationClient, baseUrl: string, key: string, records: OutgoingRecord[]): Promise<Map<string, Outcome>> {
  const all = (outcome: Outcome) => new Map(records.map((r) => [r.publicationId, outcome]));
  let res;
  try {
    res = await client.request(recordsUrl(baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ records: records.map((r) => ({ sku: r.sku, fields: r.fields })) }),
    });
  } catch (err) {
    return all(failureOf(err));
  }
  const text = await res.text().catch(() => "");
  if (isTransientStatus(res.status)) return all({ kind: "transient", error: `destination answered ${res.status}`, keepKey: true });
  if (!res.ok) return all({ kind: "failed", error: `destination answered ${res.status}: ${text.slice(0, 200)}` });
  let parsed;
  try {
    parsed = batchAnswer.safeParse(JSON.parse(text));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return all({ kind: "transient", error: "destination answered without per-record results", keepKey: true });
  const bySku = new Map(parsed.data.results.map((r) => [r.sku, r]));
  return new Map(
    records.map((r): [string, Outcome] => {
      const result = bySku.get(r.sku);
      if (!result) return [r.publicationId, { kind: "transient", error: "no result for this record", keepKey: false }];
      if (result.ok) return [r.publicationId, { kind: "delivered", externalRef: result.externalRef ?? null, record: { sku: r.sku, fields: r.fields } }];
      const error = result.error ?? "refused by the destination";
      return [r.publicationId, result.retryable ? { kind: "transient", error, keepKey: false } : { kind: "failed", error }];
    }),
  );
}

// PUT {url}/records/{externalRef}: re-delivery updates, never duplicates.
export async function putRecord(client: DestinationClient, baseUrl: string, record: OutgoingRecord): Promise<Outcome> {
  try {
    const res = await client.request(`${recordsUrl(baseUrl)}/${encodeURIComponent(record.externalRef!)}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku: record.sku, fields: record.fields }),
    });
    const text = await res.text().catch(() => "");
    if (res.ok) return { kind: "delivered", externalRef: record.externalRef, record: { sku: record.sku, fields: record.fields } };
    if (isTransientStatus(res.status)) return { kind: "transient", error: `destination answered ${res.status}`, keepKey: false };
    return { kind: "failed", error: `destination answered ${res.status}: ${text.slice(0, 200)}` };
  } catch (err) {
    const outcome = failureOf(err);
    return outcome.kind === "transient" ? { ...outcome, keepKey: false } : outcome;
  }
}
