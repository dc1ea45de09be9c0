import { db } from "../db/client";
import { log } from "../core/log";
import { NativeDate } from "../core/native-date";
import { tenantSql } from "../db/tenant-sql";
import { dayOfInstant } from "./days";

const FLUSH_MS = 5_000;
// Counts by UTC day, then by organisation.
const pending = new Map<string, Map<string, number>>();
let timer: NodeJS.Timeout | undefined;

// Counting costs a map increment on the request path; the database sees one
// upsert per organisation and day every few seconds, from each instance.
export function countApiRequest(organizationId: string, at = NativeDate.now()): void {
  add(dayOfInstant(at), organizationId, 1);
  timer ??= setTimeout(() => void flushApiRequestCounts(), FLUSH_MS).unref();
}

function add(name: string, organizationId: string, count: number): void {
  let counts = pending.get(name);
  if (!counts) pending.set(name, (counts = new Map()));
  counts.set(organizationId, (counts.get(organizationId) ?? 0) + count);
}

type Entry = { organizationId: string; day: string; count: number };

export async function flushApiRequestCounts(): Promise<void> {
  timer = undefined;
  if (pending.size === 0) return;
  const entries: Entry[] = [];
  for (const [name, counts] of pending) for (const [organizationId, count] of counts) entries.push({ organizationId, day: name, count });
  pending.clear();
  const orgs = entries.map((e) => e.organizationId);
  const days = entries.map((e) => e.day);
  const counts = entries.map((e) => e.count);
  try {
    // A flush writes every organisation's counts, each row its own.
    await db.$executeRaw(tenantSql.anyOrganization`
      INSERT INTO api_request_counts ("organizationId", day, count)
      SELECT * FROM unnest(${orgs}::uuid[], ${days}::date[], ${counts}::int[])
      ON CONFLICT ("organizationId", day) DO UPDATE SET count = api_request_counts.count + EXCLUDED.count`);
  } catch (err) {
    // Put them back: the next flush tries again.
    for (const entry of entries) add(entry.day, entry.organizationId, entry.count);
    log.warn({ err }, "could not store API request counts");
  }
}
