import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { csv, download, exportFile, importFile, parseCsv, productBySku } from "../../support/transfer";

// Cells a spreadsheet would run as formulas, in every CSV the service writes,
// and read back unchanged by an import.
const FORMULAS = ["=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(1+1)", "'=already quoted"];

describe("formulas in CSV files", () => {
  it("are neutralised in an export and come back unchanged through an import", async () => {
    const org = await createOrg();
    for (const [i, text] of FORMULAS.entries()) {
      const res = await call("POST", "/api/v1/products", { token: org.token, body: { sku: `F-${i}`, name: text, description: text, tags: [text.replace(/,/g, "")], attributes: { note: text } } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const { bytes } = await exportFile(org, { format: "csv", columns: ["name", "description", "tags", "note"] });
    const rows = await parseCsv(bytes);
    const header = rows[0]!;
    for (const row of rows.slice(1)) {
      for (const column of ["name", "description", "tags", "note"]) expect(row[header.indexOf(column)], column).toMatch(/^'/);
    }

    const other = await createOrg();
    const done = await importFile(other, bytes);
    expect(done).toMatchObject({ status: "succeeded", failed: 0 });
    for (const [i, text] of FORMULAS.entries()) {
      expect(await productBySku(other, `F-${i}`)).toMatchObject({ name: text, description: text, tags: [text.replace(/,/g, "")], attributes: { note: text } });
    }
  });

  it("are neutralised in an error report, which imports back as the cells were", async () => {
    const org = await createOrg();
    // A file's own apostrophe before a formula is read as the writer's (tested above), so not here.
    const typed = FORMULAS.filter((text) => !text.startsWith("'"));
    const file = csv([["sku", "name", "status"], ...typed.map((text, i) => [`R-${i}`, text, "sideways"])]);
    const done = await importFile(org, file);
    expect(done.failed).toBe(typed.length);
    const report = await parseCsv(await download(done.errorReportUrl));
    expect(report.slice(1).map((r) => r[1])).toEqual(typed.map((text) => `'${text}`));
    const fixed = report.map((r, i) => (i === 0 ? r.slice(0, 3) : [r[0]!, r[1]!, "draft"]));
    const again = await importFile(org, csv(fixed));
    expect(again).toMatchObject({ status: "succeeded", created: typed.length, failed: 0 });
    for (const [i, text] of typed.entries()) expect((await productBySku(org, `R-${i}`)).name).toBe(text);
  });
});
