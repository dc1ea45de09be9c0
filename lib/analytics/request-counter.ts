import { db } from "../db/client";
import { log } from "../core/log";
import { NativeDate } from "../core/native-date";
import { tenantSql } from "../db/tenant-sql";

const FLUSH_MS = 5_000;
const pending = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Counting costs a map increment on the request path; the database sees one
// upsert per organisation and day every few seconds, from each instance.
export function countApiRequest(organizationId: string, at = new NativeDate()): void {
  const key = `${organizationId}|${dayOf(at)}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  timer ??= setTimeout(() => void flushApiRequestCounts(), FLUSH_MS).unref();
}

export async function flushApiRequestCounts(): Promise<void> {
  timer = undefined;
  if (pending.size === 0) return;
  const entries = [...pending];
  pending.clear();
  const orgs = entries.map(([k]) => k.split("|")[0]!);
  const days = entries.map(([k]) => k.split("|")[1]!);
  const counts = entries.map(([, n]) => n);
  try {
    // A flush writes every organisation's counts, each row its own.
    await db.$executeRaw(tenantSql.anyOrganization`
      INSERT INTO api_request_counts ("organizationId", day, count)
      SELECT * FROM unnest(${orgs}::uuid[], ${days}::date[], ${counts}::int[])
      ON CONFLICT ("organizationId", day) DO UPDATE SET count = api_request_counts.count + EXCLUDED.count`);
  } catch (err) {
    // Put them back: the next flush tries again.
    for (const [k, n] of entries) pending.set(k, (pending.get(k) ?? 0) + n);
    log.warn({ err }, "could not store API request counts");
  }
}
