import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { computeSeries, type DayFigures } from "./compute-series";
import { addDays, today } from "./days";

function toRow(organizationId: string, f: DayFigures) {
  return { organizationId, ...f, day: new Date(`${f.day}T00:00:00Z`) };
}

function fromRow(r: { day: Date } & Omit<DayFigures, "day">): DayFigures {
  const { day, ...rest } = r;
  return {
    day: day.toISOString().slice(0, 10),
    productCount: rest.productCount,
    bandRed: rest.bandRed,
    bandAmber: rest.bandAmber,
    bandGreen: rest.bandGreen,
    publicationsDelivered: rest.publicationsDelivered,
    publicationsSkipped: rest.publicationsSkipped,
    publicationsFailed: rest.publicationsFailed,
    storageBytes: rest.storageBytes,
    apiRequests: rest.apiRequests,
  };
}

// The nightly snapshot of a finished day; written again if it runs twice.
export async function snapshotDay(organizationId: string, day: string): Promise<void> {
  const [figures] = await computeSeries(organizationId, day, day);
  const row = toRow(organizationId, figures!);
  await db.analyticsSnapshot.upsert({ where: { organizationId_day: { ...ownedBy.organization(organizationId), day: row.day } }, create: row, update: row });
}

// The daily trend for a window: stored snapshots for past days (missing ones
// are back-filled and stored), and today's figures live, never stored, since
// the day is not over.
export async function trend(organizationId: string, from: string, to: string, now = new Date()): Promise<DayFigures[]> {
  const lastPast = addDays(today(now), -1);
  const pastTo = to < lastPast ? to : lastPast;
  const stored = from <= pastTo
    ? await db.analyticsSnapshot.findMany({
        where: { ...ownedBy.organization(organizationId), day: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${pastTo}T00:00:00Z`) } },
        orderBy: { day: "asc" },
      })
    : [];
  const have = new Set(stored.map((s) => s.day.toISOString().slice(0, 10)));
  const series = from <= pastTo ? await computeSeries(organizationId, from, pastTo) : [];
  const missing = series.filter((f) => !have.has(f.day));
  if (missing.length) {
    await db.analyticsSnapshot.createMany({ data: missing.map((f) => toRow(organizationId, f)), skipDuplicates: true });
  }
  const storedByDay = new Map(stored.map((s) => [s.day.toISOString().slice(0, 10), fromRow(s)]));
  const past = series.map((f) => storedByDay.get(f.day) ?? f);
  const live = to >= today(now) && from <= today(now) ? await computeSeries(organizationId, today(now), today(now)) : [];
  return [...past, ...live];
}

export async function snapshotAllOrganizations(day: string): Promise<{ organizations: number }> {
  const orgs = await db.organization.findMany({ where: { kind: "supplier" }, select: { id: true } });
  for (const org of orgs) await snapshotDay(org.id, day);
  return { organizations: orgs.length };
}
