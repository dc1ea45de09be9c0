import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { csv, download, importFile, parseCsv, productBySku, startImport, uploadImport } from "../../support/transfer";

const sku = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

describe("reading a file's columns", () => {
  it("reads an error report back without its error column, and its own report has one error column", async () => {
    const org = await createOrg("supplier");
    const [good, bad] = [sku("OK"), sku("BAD")];
    const done = await importFile(org, csv([["sku", "name", "status", "error"], [good, "Mug", "active", "status: not a status"], [bad, "Cup", "sideways", "old error"]]));
    expect(done).toMatchObject({ status: "succeeded", created: 1, failed: 1, unknownColumns: [], columnMap: {} });
    expect((await productBySku(org, good)).attributes).toEqual({});
    const report = await parseCsv(await download(done.errorReportUrl));
    expect(report[0]).toEqual(["sku", "name", "status", "error"]);
    expect(report[1]!.slice(0, 3)).toEqual([bad, "Cup", "sideways"]);
    expect(report[1]![3]).toContain("status");
    expect(report[1]![3]).not.toContain("old error");
  });

  it("refuses unknown columns in a dry run until each is mapped, kept or ignored; a real run keeps reading them", async () => {
    const org = await createOrg("supplier");
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "colour", type: "text" } })).status).toBe(201);
    const [first, second] = [sku("MAP"), sku("MAP")];
    const file = csv([["sku", "name", "Farbe", "legacy_ref", "internal_note"], [first, "Mug", "blue", "L-1", "ask Sam"], [second, "Cup", "red", "L-2", ""]]);

    const refused = await importFile(org, file, { dryRun: true });
    expect(refused).toMatchObject({ status: "failed", processed: 0, unknownColumns: ["Farbe", "legacy_ref", "internal_note"] });
    expect(refused.message).toContain("Farbe, legacy_ref, internal_note");

    const columnMap = { Farbe: "colour", legacy_ref: "legacy_ref", internal_note: null };
    const checked = await importFile(org, file, { dryRun: true, columnMap });
    expect(checked).toMatchObject({ status: "succeeded", created: 2, failed: 0, unknownColumns: [], columnMap });
    const imported = await importFile(org, file, { columnMap });
    expect(imported).toMatchObject({ status: "succeeded", created: 2 });
    expect((await productBySku(org, first)).attributes).toEqual({ colour: "blue", legacy_ref: "L-1" });

    // Without a map a real run reads a free-form code as before.
    const plain = await importFile(org, csv([["sku", "legacy_ref"], [first, "L-9"]]));
    expect(plain).toMatchObject({ status: "succeeded", updated: 1, unknownColumns: [] });
    expect((await productBySku(org, first)).attributes.legacy_ref).toBe("L-9");
  });

  it("names what a column map gets wrong, and refuses a malformed one at start", async () => {
    const org = await createOrg("supplier");
    const file = csv([["sku", "Title", "Name"], [sku("X"), "Mug", "Mug"]]);
    const clash = await importFile(org, file, { dryRun: true, columnMap: { Title: "name", Name: "name", Missing: null } });
    expect(clash.status).toBe("failed");
    expect(clash.message).toContain("Column Name is read as name, which another column is read as too.");
    expect(clash.message).toContain("The column map names Missing, which the file's header does not have.");
    const noSku = await importFile(org, csv([["code", "name"], ["A", "Mug"]]), { dryRun: true, columnMap: { code: "sku" } });
    expect(noSku).toMatchObject({ status: "succeeded", created: 1 });

    const id = await uploadImport(org, file);
    for (const columnMap of [{ Title: 5 }, { Title: "" }, Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`c${i}`, null]))]) {
      const res = await startImport(org, id, true, columnMap as Record<string, string | null>);
      expect(res.status, JSON.stringify(columnMap).slice(0, 40)).toBe(422);
    }
    expect((await startImport(org, id, true, { Title: "name", Name: null })).status).toBe(202);
  });
});
