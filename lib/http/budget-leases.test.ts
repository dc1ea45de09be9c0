import { describe, expect, it } from "vitest";
import { BudgetLeases, MAX_SLICE } from "./budget-leases";
import { decide } from "./rate-limit";

const WINDOW = 60_000;

// One budget's row in PostgreSQL, shared by the instances, and what each
// request of an instance comes to, as lib/auth/authenticate.ts runs it:
// take, and when that asks for a slice, the statement adds it to the row.
function budget(limit: number) {
  const row = { count: 0, writes: 0 };
  const instance = (leases = new BudgetLeases()) => ({
    leases,
    request(window = WINDOW) {
      const taken = leases.take("key:a", window, limit);
      if ("hits" in taken) return decide(taken.hits, limit, window, window);
      if ("wait" in taken) throw new Error("one request at a time never waits");
      row.count += taken.reserve;
      row.writes += 1;
      return decide(leases.reserved("key:a", window, limit, taken.reserve, row.count), limit, window, window);
    },
  });
  return { row, instance };
}

describe("budget leases", () => {
  it("let one instance spend exactly its limit, with Remaining counting down by one, and write about once a slice", () => {
    const { row, instance } = budget(600);
    const one = instance();
    const answers = Array.from({ length: 650 }, () => one.request());
    expect(answers.filter((a) => a.allowed)).toHaveLength(600);
    expect(answers.slice(0, 600).every((a) => a.allowed)).toBe(true);
    expect(answers.slice(0, 600).map((a) => a.remaining)).toEqual(Array.from({ length: 600 }, (_, i) => 599 - i));
    expect(answers.slice(600).every((a) => !a.allowed && a.remaining === 0)).toBe(true);
    // Slices of an eighth of what is left, then single hits near the end;
    // the refusals past the limit write nothing.
    expect(row.writes).toBeLessThan(60);
    const writes = row.writes;
    one.request();
    expect(row.writes).toBe(writes);
  });

  it("never let two instances together pass the limit, and refuse at most a few hits early", () => {
    for (const limit of [1, 7, 30, 600, 5_000]) {
      const { row, instance } = budget(limit);
      const instances = [instance(), instance()];
      const answers = Array.from({ length: limit + 50 }, (_, i) => instances[i % 2]!.request());
      const allowed = answers.filter((a) => a.allowed).length;
      expect(allowed, `limit ${limit}`).toBeLessThanOrEqual(limit);
      expect(allowed, `limit ${limit}`).toBeGreaterThanOrEqual(limit - 2);
      // Once one refuses for a spent budget, both do.
      expect(answers.slice(limit).every((a) => !a.allowed), `limit ${limit}`).toBe(true);
      expect(row.count).toBeGreaterThanOrEqual(limit);
    }
  });

  it("reserve at most MAX_SLICE hits at once, so a large budget is written once per MAX_SLICE requests", () => {
    const { row, instance } = budget(100_000_000);
    const one = instance();
    for (let i = 0; i < 10 * MAX_SLICE; i++) expect(one.request().allowed).toBe(true);
    expect(row.writes).toBe(10);
  });

  it("reserve one slice at a time per budget: a request that arrives meanwhile waits for it and spends from it", async () => {
    const leases = new BudgetLeases();
    const first = leases.take("key:a", WINDOW, 600);
    const second = leases.take("key:a", WINDOW, 600);
    if (!("reserve" in first) || !("wait" in second)) throw new Error(`expected a reservation and a wait, got ${JSON.stringify([first, second])}`);
    let waited = false;
    const done = second.wait.then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);
    expect(leases.reserved("key:a", WINDOW, 600, first.reserve, first.reserve)).toBe(1);
    await done;
    expect(leases.take("key:a", WINDOW, 600)).toEqual({ hits: 2 });
  });

  it("let the waiting requests reserve again when a reservation is not made", async () => {
    const leases = new BudgetLeases();
    const first = leases.take("key:a", WINDOW, 600);
    const second = leases.take("key:a", WINDOW, 600);
    if (!("reserve" in first) || !("wait" in second)) throw new Error("expected a reservation and a wait");
    leases.abandoned("key:a");
    await second.wait;
    expect("reserve" in leases.take("key:a", WINDOW, 600)).toBe(true);
  });

  it("start every window afresh", () => {
    const { instance } = budget(3);
    const one = instance();
    expect([1, 2, 3, 4].map(() => one.request(WINDOW).allowed)).toEqual([true, true, true, false]);
    const row = budget(3);
    const fresh = row.instance(one.leases);
    expect(fresh.request(2 * WINDOW).allowed).toBe(true);
  });

  it("keep budgets of different credentials apart", () => {
    const leases = new BudgetLeases();
    const a = leases.take("key:a", WINDOW, 10);
    if (!("reserve" in a)) throw new Error("expected a reservation");
    leases.reserved("key:a", WINDOW, 10, a.reserve, a.reserve);
    expect("reserve" in leases.take("key:b", WINDOW, 10)).toBe(true);
  });
});
