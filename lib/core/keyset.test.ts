import { describe, expect, it } from "vitest";
import { env } from "../config/env";
import { encodeCursor } from "./cursor";
import { keysetPage, type KeysetAfter } from "./keyset";

const at = new Date("2026-11-24T09:00:00.000Z");
const id = "3fbe1450-1dd6-4b73-a34b-a8f0311d97f3";

async function afterFor(direction: "asc" | "desc"): Promise<KeysetAfter> {
  let seen: KeysetAfter | undefined;
  await keysetPage({
    page: { limit: 10, cursor: encodeCursor([at.toISOString(), id], "test", env().AUTH_SECRET) },
    binding: "test",
    direction,
    fetch: async (after) => {
      seen = after;
      return [];
    },
    serialize: (row) => row,
  });
  return seen!;
}

describe("keysetPage", () => {
  // The bound on createdAt alone is what lets PostgreSQL start the index scan
  // at the cursor; without it a deep page reads every row before it.
  it("asks for rows after the cursor with a createdAt range the index can seek to", async () => {
    expect(await afterFor("asc")).toEqual({ createdAt: { gte: at }, OR: [{ createdAt: { gt: at } }, { id: { gt: id } }] });
    expect(await afterFor("desc")).toEqual({ createdAt: { lte: at }, OR: [{ createdAt: { lt: at } }, { id: { lt: id } }] });
  });

  it("asks for everything on the first page", async () => {
    let seen: KeysetAfter | undefined;
    await keysetPage({ page: { limit: 10 }, binding: "test", fetch: async (after) => ((seen = after), []), serialize: (row) => row });
    expect(seen).toEqual({});
  });
});
