import { setTimeout as sleep } from "node:timers/promises";

// PostgreSQL's deadlock (40P01) and serialization failure (40001): the
// transaction was chosen to lose a race and did nothing; run again, it succeeds.
const RETRYABLE = /\b(40P01|40001)\b|deadlock detected|could not serialize access/;

export function isRetryableConflict(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const seen = new Set<unknown>();
  const text = JSON.stringify(err, (_, value: unknown) => {
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    return value;
  });
  return RETRYABLE.test(err.message) || RETRYABLE.test(text ?? "");
}

// Runs a whole transaction again when PostgreSQL aborted it as a deadlock
// victim or a serialization failure, a few times with a jittered pause, so
// concurrent writers of the same rows get an answer, not a 500.
export async function retryOnConflict<T>(transaction: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (err) {
      if (attempt >= attempts || !isRetryableConflict(err)) throw err;
      await sleep(20 * attempt + Math.random() * 50);
    }
  }
}
