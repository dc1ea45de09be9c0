import type { ChannelDetail, PublicationDocument } from "./api-types";

// What the channel page shows of a channel's background work, as pure rules
// (its readiness, its publications and its latest sync run change while the
// page is open, without any action on the page).

export type PublicationStatus = PublicationDocument["status"];
export type PublicationCounts = ChannelDetail["publicationCounts"];
export type SyncRun = NonNullable<ChannelDetail["lastRun"]>;

// In the order a publication moves through them.
export const PUBLICATION_STATUSES: readonly PublicationStatus[] = ["pending", "delivered", "skipped", "failed"];

// A running sync changes the counts every few hundred products, so the page
// follows it closely; otherwise products are re-evaluated as they are
// edited (anywhere, by anyone), which a slower poll keeps up with.
export const RUNNING_POLL_MS = 1500;
export const IDLE_POLL_MS = 5000;

export function channelPollInterval(lastRun: SyncRun | null | undefined): number {
  return lastRun?.status === "running" ? RUNNING_POLL_MS : IDLE_POLL_MS;
}

export function totalOf(counts: PublicationCounts): number {
  return PUBLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

// "3 delivered · 1 skipped", in status order, leaving out the zeros; a
// channel with no publication yet says so.
export function countsInWords(counts: PublicationCounts): string {
  const parts = PUBLICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${status}`);
  return parts.length ? parts.join(" · ") : "no publications yet";
}

// The latest run in words: how far a running one has got (delivered out of
// those in scope), or when it finished.
export function runInWords(run: SyncRun | null | undefined, counts: PublicationCounts, formatDate: (iso: string) => string): string {
  if (!run) return "Never synced. Sync now sends every ready product.";
  if (run.status === "running") return `Sync running since ${formatDate(run.startedAt)}: ${counts.delivered} of ${totalOf(counts) - counts.skipped} ready products delivered, ${counts.failed} failed.`;
  return `Last sync completed ${formatDate(run.finishedAt ?? run.startedAt)}.`;
}

// The value of the status filter: "" is every status.
export function statusFilterOf(value: string): PublicationStatus | undefined {
  return (PUBLICATION_STATUSES as readonly string[]).includes(value) ? (value as PublicationStatus) : undefined;
}

// A delivered field as text: a list item after item, anything structured
// (a measure, an object a map built) as the JSON it was sent as.
export function recordFieldText(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (Array.isArray(value)) return value.map(recordFieldText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
