import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../support/databases";
import { useFreshDatabase } from "./support/database";
import { waitFor } from "./support/wait";

// Within one organisation, a backlog of one kind of work (say a thousand
// feed rewrites) must not hold back another kind (its import): the runner
// takes the kinds in turns and keeps a slot free of the backlog's kind.

let databaseUrl: string;
let t: typeof import("./support/test-functions");
let db: typeof import("../../../lib/db/client").db;

beforeAll(async () => {
  databaseUrl = await useFreshDatabase();
  t = await import("./support/test-functions");
  ({ db } = await import("../../../lib/db/client"));
});

afterAll(async () => {
  await db?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function effectOrder(): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`SELECT name FROM test_effects ORDER BY id`;
  return rows.map((r) => r.name);
}

describe("job runner fairness between kinds of work", () => {
  it("runs an organisation's later work of another kind before its backlog of one kind", async () => {
    const organizationId = "7d0c57a2-1b1e-4d32-9d9b-5d7b1f0a9c01";
    for (let i = 0; i < 30; i++) await t.enqueue("test/slow", { organizationId, tag: `backlog-${i}` });
    await t.enqueue("test/touch", { organizationId, tag: "later" });
    // Running as in a process: polling, four slots, two for one organisation.
    // Only the two kinds under test: the every-minute cron would add a tick
    // whenever the run crosses a minute.
    const runner = t.createTestRunner({ concurrency: 4, functions: [t.slow, t.touch] });
    runner.start();
    try {
      await waitFor(async () => (await effectOrder()).length >= 31, 60_000);
    } finally {
      await runner.stop();
    }

    const order = await effectOrder();
    expect(order).toHaveLength(31);
    // One of its two slots was kept from the backlog's kind, so the later
    // work ran among the first runs, not after thirty of the backlog.
    expect(order.indexOf("touch:later")).toBeLessThan(3);
    // Each backlog run ran once, one at a time, oldest event first.
    const backlog = order.filter((name) => name.startsWith("slow:"));
    expect(backlog).toEqual(Array.from({ length: 30 }, (_, i) => `slow:backlog-${i}`));
  });
});
