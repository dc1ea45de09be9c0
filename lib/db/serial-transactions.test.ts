import { describe, expect, it } from "vitest";
import type { SqlQuery, SqlResultSet, Transaction } from "@prisma/driver-adapter-utils";
import { serialized } from "./serial-transactions";

const query = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

// A transaction that records how many of its queries run at once.
function fakeTransaction() {
  const state = { running: 0, most: 0, order: [] as string[] };
  const run = async (sql: string) => {
    state.running++;
    state.most = Math.max(state.most, state.running);
    await tick();
    state.order.push(sql);
    state.running--;
    if (sql === "FAIL") throw new Error("refused");
  };
  const tx = {
    queryRaw: async (q: SqlQuery): Promise<SqlResultSet> => {
      await run(q.sql);
      return { columnNames: ["sql"], columnTypes: [], rows: [[q.sql]] };
    },
    executeRaw: async (q: SqlQuery) => {
      await run(q.sql);
      return 1;
    },
  } as unknown as Transaction;
  return { tx, state };
}

describe("serialized transaction queries", () => {
  it("runs one query at a time, in the order they were asked for, each with its own answer", async () => {
    const { tx, state } = fakeTransaction();
    const s = serialized(tx);
    const answers = await Promise.all([s.queryRaw(query("A")), s.executeRaw(query("B")), s.queryRaw(query("C"))]);
    expect(state.most).toBe(1);
    expect(state.order).toEqual(["A", "B", "C"]);
    expect(answers).toEqual([{ columnNames: ["sql"], columnTypes: [], rows: [["A"]] }, 1, { columnNames: ["sql"], columnTypes: [], rows: [["C"]] }]);
  });

  it("passes a failure to its caller only, and the next query still runs", async () => {
    const { tx, state } = fakeTransaction();
    const s = serialized(tx);
    const [failed, next] = await Promise.allSettled([s.queryRaw(query("FAIL")), s.queryRaw(query("D"))]);
    expect(failed).toMatchObject({ status: "rejected", reason: new Error("refused") });
    expect(next).toMatchObject({ status: "fulfilled" });
    expect(state.order).toEqual(["FAIL", "D"]);
  });
});
