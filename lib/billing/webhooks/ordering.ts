// Stripe delivers events at least once and in no particular order, and
// stamps them in whole seconds. These rules decide whether an event's
// snapshot of an object is newer than what is stored; an older one changes
// nothing.

export type SubscriptionEventKind = "created" | "updated" | "deleted";

type StoredSubscription = { stripeSubscriptionId: string; status: string; providerUpdatedAt: Date };
type IncomingSubscription = { id: string; kind: SubscriptionEventKind; at: Date; storedIsLive: boolean };

const ENDED = new Set(["canceled", "incomplete_expired"]);

export function shouldApplySubscription(stored: StoredSubscription | null, incoming: IncomingSubscription): boolean {
  if (!stored) return true;
  if (stored.stripeSubscriptionId !== incoming.id) {
    // A different subscription takes the organisation's slot only when it is
    // newer, and the end of one never displaces a subscription still running.
    if (incoming.kind === "deleted" && incoming.storedIsLive) return false;
    return incoming.at > stored.providerUpdatedAt;
  }
  // An ended subscription never comes back (Stripe makes a new one instead).
  if (ENDED.has(stored.status)) return false;
  if (incoming.kind === "deleted") return true;
  // "created" is a subscription's first event: whatever is stored is at least
  // as new, even within the same second (Stripe often sends "updated" first).
  if (incoming.kind === "created") return false;
  return incoming.at >= stored.providerUpdatedAt;
}

// Order of invoice states, for events stamped in the same second.
const INVOICE_RANK: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

type InvoiceSnapshot = { status: string; at: Date | null };

export function shouldApplyInvoice(stored: InvoiceSnapshot | null, incoming: { status: string; at: Date }): boolean {
  if (!stored?.at) return true;
  if (incoming.at.getTime() !== stored.at.getTime()) return incoming.at > stored.at;
  return (INVOICE_RANK[incoming.status] ?? 0) >= (INVOICE_RANK[stored.status] ?? 0);
}
