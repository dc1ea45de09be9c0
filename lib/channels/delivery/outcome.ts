import type { DeliveredRecord } from "../documents";

// What became of one record in one delivery attempt.
export type Outcome =
  // record: what the destination accepted, kept as the publication's deliveredRecord.
  | { kind: "delivered"; externalRef: string | null; record: DeliveredRecord }
  | { kind: "failed"; error: string }
  // keepKey: the whole batch's fate is unknown (time-out, 5xx), so it must be
  // re-sent as the same batch under the same Idempotency-Key.
  | { kind: "transient"; error: string; keepKey: boolean };

// 5xx, 429 and time-outs are worth another try (docs/api.md, "Channels and publications").
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}
