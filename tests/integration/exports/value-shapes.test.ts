import { describe, expect, it } from "vitest";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { db } from "../../../lib/db/client";
import { pruneChanges } from "../../../lib/changes/prune-changes";
import { refreshValueShapes } from "../../../lib/transfer/exports/value-shapes";

async function codesOf(organizationId: string): Promise<string[]> {
  const rows = await db.exportValueShape.findMany({ where: { organizationId }, select: { code: true } });
  return [...new Set(rows.map((r) => r.code))].sort();
}

describe("the shapes an export's header is made from", () => {
  it("follow product changes in the background, and read the catalogue again once the change feed has pruned past them", async () => {
    const org = await createOrg();
    const product = await createProduct(org, { sku: "VS-1", attributes: { first: "a" } });
    await settled(org);
    expect(await codesOf(org.id)).toEqual(["first"]);
    expect(await refreshValueShapes(org.id)).toEqual({ read: "none" });

    await db.$executeRaw`UPDATE products SET attributes = attributes || '{"second": "b"}'::jsonb WHERE id = ${product.id}::uuid`;
    expect(await refreshValueShapes(org.id)).toEqual({ read: "changes" });
    expect(await codesOf(org.id)).toEqual(["first", "second"]);

    await db.$executeRaw`UPDATE products SET attributes = attributes || '{"third": "c"}'::jsonb WHERE id = ${product.id}::uuid`;
    await db.$executeRaw`UPDATE product_changes SET "changedAt" = now() - interval '40 days' WHERE "organizationId" = ${org.id}::uuid`;
    expect(await pruneChanges(new Date(Date.now() - 30 * 86_400_000))).toBeGreaterThan(0);
    expect(await refreshValueShapes(org.id)).toEqual({ read: "catalogue" });
    expect(await codesOf(org.id)).toEqual(["first", "second", "third"]);
  });
});
