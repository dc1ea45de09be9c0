import "../assets/support/store-env";
import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { usageOf } from "../../../lib/billing/entitlements";
import { expireTransferFiles } from "../../../lib/transfer/expire-transfer-files";
import { importUploadKey } from "../../../lib/storage/keys";
import { call, errorOf } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { objectExists } from "../../support/assets";
import { csv, exportFile, importFile, startImport, uploadImport } from "../../support/transfer";

// The files imports and exports keep count toward the plan's storage and
// expire (docs/api.md, "Imports and exports"). The expiry sweep runs here
// against the test store, as the hourly function runs it in the server.

const DAY = 86_400_000;
const GiB = 1024 ** 3;

// Fills a free organisation's storage to `used` bytes with one ready asset row.
async function fillStorage(organizationId: string, used: number) {
  await db.asset.create({ data: { organizationId, filename: "filler.pdf", mimeType: "application/pdf", assetType: "document", status: "ready", sizeBytes: used, storageKey: `filler/${organizationId}` } });
}

describe("the files of imports and exports", () => {
  it("count an import's file toward storage and refuse one that would pass the ceiling, deleting its upload", async () => {
    const org = await createOrg("supplier", "free");
    const text = csv([["sku", "name"], ["ST-1", "Stored"]]);
    await fillStorage(org.id, GiB - Buffer.byteLength(text) + 1);
    const id = await uploadImport(org, text);
    const refused = await startImport(org, id);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error.code).toBe("PLAN_LIMIT_REACHED");
    const row = await db.import.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ queuedAt: null, fileBytes: null });
    expect(await objectExists(importUploadKey(org.id, id, "products.csv"))).toBe(false);
    expect(await objectExists(row.storageKey)).toBe(false);
  });

  it("delete an import's file when it finishes, and count its error report until the report expires", async () => {
    const org = await createOrg("supplier", "free");
    const done = await importFile(org, csv([["sku", "name", "status"], ["RP-1", "Fine", "active"], ["RP-2", "Bad", "sideways"]]));
    expect(done).toMatchObject({ status: "succeeded", failed: 1, errorReportUrl: expect.any(String) });
    const row = await db.import.findUniqueOrThrow({ where: { id: done.id } });
    expect(row.fileBytes).toBeNull();
    expect(await objectExists(row.storageKey)).toBe(false);
    expect(Number(row.errorReportBytes)).toBeGreaterThan(0);
    expect((await usageOf(org.id)).storageBytes).toBe(Number(row.errorReportBytes));

    // Six days on, still kept; eight days on, gone and no longer counted.
    expect((await expireTransferFiles(new Date(row.finishedAt!.getTime() + 6 * DAY))).errorReports).toBe(0);
    expect(await objectExists(row.errorReportKey!)).toBe(true);
    await expireTransferFiles(new Date(row.finishedAt!.getTime() + 8 * DAY));
    expect(await objectExists(row.errorReportKey!)).toBe(false);
    expect(await db.import.findUniqueOrThrow({ where: { id: done.id } })).toMatchObject({ errorReportKey: null, errorReportBytes: null });
    expect((await usageOf(org.id)).storageBytes).toBe(0);
    expect((await call("GET", `/api/v1/imports/${done.id}`, { token: org.token })).body.errorReportUrl).toBeNull();
  });

  it("fail an upload never started within a day and delete it", async () => {
    const org = await createOrg("supplier", "free");
    const id = await uploadImport(org, csv([["sku"], ["AB-1"]]));
    const key = importUploadKey(org.id, id, "products.csv");
    const created = (await db.import.findUniqueOrThrow({ where: { id } })).createdAt;
    expect((await expireTransferFiles(new Date(created.getTime() + 23 * 3_600_000))).abandonedUploads).toBe(0);
    expect(await objectExists(key)).toBe(true);
    await expireTransferFiles(new Date(created.getTime() + 25 * 3_600_000));
    expect(await objectExists(key)).toBe(false);
    const doc = (await call("GET", `/api/v1/imports/${id}`, { token: org.token })).body;
    expect(doc).toMatchObject({ status: "failed" });
    expect(doc.errors).toEqual([]);
    // A failed import cannot be started afterwards.
    expect((await startImport(org, id)).status).toBe(409);
  });

  it("count an export's file toward storage until it expires, and refuse a new export at the ceiling", async () => {
    const org = await createOrg("supplier", "free");
    expect((await call("POST", "/api/v1/products", { token: org.token, body: { sku: "EX-1", name: "Exported" } })).status).toBe(201);
    const { doc } = await exportFile(org, { format: "csv" });
    const row = await db.export.findUniqueOrThrow({ where: { id: doc.id } });
    expect(Number(row.fileBytes)).toBeGreaterThan(0);
    expect((await usageOf(org.id)).storageBytes).toBe(Number(row.fileBytes));

    await expireTransferFiles(new Date(row.finishedAt!.getTime() + 8 * DAY));
    expect(await objectExists(row.storageKey!)).toBe(false);
    const expired = (await call("GET", `/api/v1/exports/${doc.id}`, { token: org.token })).body;
    expect(expired).toMatchObject({ status: "succeeded", downloadUrl: null, message: expect.stringContaining("request the export again") });
    expect((await usageOf(org.id)).storageBytes).toBe(0);

    await fillStorage(org.id, GiB);
    const refused = await call("POST", "/api/v1/exports", { token: org.token, body: { format: "csv" } });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error.code).toBe("PLAN_LIMIT_REACHED");
  });
});
