import type { Take } from "../auth/authenticate";

// An instance's share of principals' rate-limit budgets in the current
// window. Every instance counts against one budget per principal in
// PostgreSQL (rate_limit_windows), but it reserves hits there a slice at a
// time and spends them in the process, so most requests write nothing: the
// budget's row is written about once per slice instead of once per request,
// and requests of one busy key stop queueing on that row's lock.
//
// A slice is an eighth of what no instance has reserved yet (at most
// MAX_SLICE), so slices shrink to single hits as the budget runs out. The
// limit is never passed: an instance only spends what it reserved within the
// limit. The price is that hits another instance has reserved and not yet
// spent count as spent here, so behind a load balancer a principal can be
// refused (and read RateLimit-Remaining) a few hits early; with one
// instance, the counts are exact.

export const MAX_SLICE = 100;
const SLICE_OF_LEFT = 8;

type Lease = {
  // Hits this instance added to the budget's row, and those of them that fall within the limit.
  reserved: number;
  granted: number;
  // Granted hits this instance has spent.
  used: number;
  // The row's count the last time this instance wrote it.
  known: number;
};

export class BudgetLeases {
  private window = 0;
  private leases = new Map<string, Lease>();
  private pending = new Map<string, () => void>();
  private waits = new Map<string, Promise<void>>();

  // `credential` names the budget as the request presents it (an API key's
  // hash, a user in an organisation), so it is known before the lookup.
  take(credential: string, window: number, limit: number): Take {
    if (window !== this.window) {
      this.window = window;
      this.leases.clear();
    }
    const lease = this.leases.get(credential);
    if (lease && lease.used < lease.granted) {
      lease.used += 1;
      return { hits: lease.known - lease.reserved + lease.used };
    }
    // Every hit of the window is reserved, and counts only grow: refused
    // without writing again.
    if (lease && lease.known >= limit) return { hits: limit + 1 };
    const wait = this.waits.get(credential);
    if (wait) return { wait };
    this.waits.set(credential, new Promise<void>((resolve) => this.pending.set(credential, resolve)));
    const left = Math.max(0, limit - (lease?.known ?? 0));
    return { reserve: Math.max(1, Math.min(MAX_SLICE, Math.floor(left / SLICE_OF_LEFT))) };
  }

  // The reservation take() asked for was not made (the credential was not
  // valid, the statement failed): whoever waits for it tries again.
  abandoned(credential: string): void {
    this.settle(credential);
  }

  private settle(credential: string): void {
    this.pending.get(credential)?.();
    this.pending.delete(credential);
    this.waits.delete(credential);
  }

  // The row's count after this instance added `slice` to it; answers the
  // hit of the request that reserved.
  reserved(credential: string, window: number, limit: number, slice: number, count: number): number {
    this.settle(credential);
    if (window !== this.window) return count - slice < limit ? count - slice + 1 : limit + 1;
    const lease = this.leases.get(credential) ?? { reserved: 0, granted: 0, used: 0, known: 0 };
    lease.reserved += slice;
    lease.granted += Math.max(0, Math.min(slice, limit - (count - slice)));
    lease.known = Math.max(lease.known, count);
    this.leases.set(credential, lease);
    if (lease.used >= lease.granted) return limit + 1;
    lease.used += 1;
    return lease.known - lease.reserved + lease.used;
  }
}
