import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { enqueueEvent } from "../../../lib/jobs/outbox";
import { importStarted } from "../../../lib/events/definitions";
import { createOrg } from "../../support/fixtures";
import { csv, finished, freezeUpload, productsOf, uploadImport } from "../../support/transfer";

describe("an interrupted import", () => {
  it("resumes after its committed checkpoint without writing a row twice or losing one", async () => {
    const org = await createOrg("supplier", "enterprise");
    const rows = Array.from({ length: 1200 }, (_, i) => [`R-${String(i).padStart(4, "0")}`, `Row ${i}`]);
    const id = await uploadImport(org, csv([["sku", "name"], ...rows]));
    await freezeUpload(id);
    // The state a run leaves when its process dies after committing the first
    // chunks (500 rows): those products written, the checkpoint at 500, the
    // import still running. The re-delivered event finds it so.
    await db.product.createMany({ data: rows.slice(0, 500).map(([sku]) => ({ organizationId: org.id, sku: sku!, name: "Written before the restart" })) });
    await db.import.update({ where: { id }, data: { status: "running", queuedAt: new Date(), startedAt: new Date(), total: 1200, processed: 500, created: 500 } });
    await db.$transaction((tx) => enqueueEvent(tx, importStarted.create({ organizationId: org.id, importId: id }, { id: `import:${id}` })));

    const done = await finished(org, `/api/v1/imports/${id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 1200, processed: 1200, created: 1200, updated: 0, failed: 0 });
    const products = await productsOf(org);
    expect(products).toHaveLength(1200);
    expect(new Set(products.map((p) => p.sku)).size).toBe(1200);
    // The rows before the checkpoint were read past, not written again.
    expect(products.filter((p) => p.name === "Written before the restart")).toHaveLength(500);
    expect(products.find((p) => p.sku === "R-0500").name).toBe("Row 500");
  });

  it("still fails a repeated sku that first appeared before the checkpoint", async () => {
    const org = await createOrg();
    const rows = [...Array.from({ length: 500 }, (_, i) => [`S-${i}`, "x"]), ["S-3", "again"]];
    const id = await uploadImport(org, csv([["sku", "name"], ...rows]));
    await freezeUpload(id);
    await db.product.createMany({ data: rows.slice(0, 500).map(([sku]) => ({ organizationId: org.id, sku: sku!, name: "x" })) });
    await db.import.update({ where: { id }, data: { status: "running", queuedAt: new Date(), startedAt: new Date(), processed: 500, created: 500 } });
    await db.$transaction((tx) => enqueueEvent(tx, importStarted.create({ organizationId: org.id, importId: id }, { id: `import:${id}` })));
    const done = await finished(org, `/api/v1/imports/${id}`);
    expect(done.errors).toEqual([{ row: 502, column: "sku", message: "The same sku appears earlier in this file (row 5)." }]);
  });

  it("finishes a run that stopped after releasing its file, with every row written", async () => {
    const org = await createOrg();
    const id = await uploadImport(org, csv([["sku", "name"], ["F-1", "x"], ["F-2", "y"]]));
    // The state a run leaves when it dies between deleting the finished
    // file and its last write: every row done, the file gone, no longer counted.
    await db.import.update({ where: { id }, data: { status: "running", queuedAt: new Date(), startedAt: new Date(), total: 2, processed: 2, created: 2, fileBytes: null } });
    await db.$transaction((tx) => enqueueEvent(tx, importStarted.create({ organizationId: org.id, importId: id }, { id: `import:${id}` })));
    const done = await finished(org, `/api/v1/imports/${id}`);
    expect(done).toMatchObject({ status: "succeeded", total: 2, processed: 2, created: 2, failed: 0, message: null, errorReportUrl: null });
  });
});
