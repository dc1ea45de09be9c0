import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

const inlineFilter = `
import { db } from "../db/client";
export async function find(principal: { organizationId: string }, id: string) {
  return db.channel.findFirst({ where: { id, organizationId: principal.organizationId } });
}
`;

describe("tenant scoping lint rule", () => {
  it("refuses an inline organisation filter in a where clause", async () => {
    expect(await messagesFor("lib/channels/probe.ts", inlineFilter)).toEqual([expect.stringContaining("ownedBy()")]);
  });

  it("refuses an inline organisation on a new row and in a compound key", async () => {
    const code = `
import { db } from "../db/client";
export async function make(principal: { organizationId: string }, userId: string) {
  await db.channel.create({ data: { organizationId: principal.organizationId, name: "x" } });
  return db.membership.findUnique({ where: { userId_organizationId: { userId, organizationId: principal.organizationId } } });
}
`;
    expect(await messagesFor("lib/channels/probe.ts", code)).toHaveLength(2);
  });

  it("accepts the helper", async () => {
    const code = `
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
export async function find(principal: { organizationId: string }, id: string) {
  return db.channel.findFirst({ where: { id, ...ownedBy(principal) } });
}
`;
    expect(await messagesFor("lib/channels/probe.ts", code)).toEqual([]);
  });

  it("applies to jobs and route files too", async () => {
    expect(await messagesFor("inngest/functions/probe.ts", inlineFilter.replace("../db/client", "../../lib/db/client"))).toHaveLength(1);
  });
});
