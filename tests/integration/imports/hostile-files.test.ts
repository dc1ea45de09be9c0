import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { baseUrl, call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { peakMemory, resetPeakMemory } from "../../support/assets";
import { jobProcesses, niceOf, quickestOf, sampling } from "../../support/processes";
import { sharedStringsBomb, sharedStringsWorkbook } from "../../support/workbooks";
import { csv, download, finished, importFile, parseCsv, productBySku, startImport, uploadImport } from "../../support/transfer";

const MiB = 1_048_576;
// The job process's resident memory while it refuses the bomb. It holds the
// application (about 300 MiB) and whatever other imports and exports run
// beside it; the bomb, read without bounds, took it past its 1,536 MiB heap.
const JOB_PROCESS_RSS_BOUND = 768 * MiB;

// What the import's failed rows hold, as the database returns them.
async function failedRowBytes(importId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint | null }[]>`
    SELECT sum(octet_length(cells::text) + octet_length(errors::text))::bigint AS bytes FROM import_failed_rows WHERE "importId" = ${importId}::uuid`;
  return Number(row?.bytes ?? 0);
}

describe("hostile import files", () => {
  it(
    "refuses a workbook whose shared strings unpack to 4.5 GiB, with the server answering and the job process's memory flat",
    { timeout: 240_000 },
    async () => {
      const org = await createOrg();
      const bomb = await sharedStringsBomb(4.5 * 1024 * MiB);
      expect(bomb.length).toBeLessThan(5 * MiB);
      const id = await uploadImport(org, bomb, "xlsx");
      const jobs = await jobProcesses();
      expect(jobs.length).toBeGreaterThan(0);
      // Each runs below the server's priority, so its work waits for requests.
      for (const pid of jobs) expect(await niceOf(pid)).toBe(10);
      for (const pid of jobs) await resetPeakMemory(pid);

      const health = sampling(() => quickestOf(3, `${baseUrl()}/api/health`), 50);
      expect((await startImport(org, id)).status).toBe(202);
      const done = await finished(org, `/api/v1/imports/${id}`, 120_000);
      const latencies = await health.stop();
      const peaks = await Promise.all(jobs.map(peakMemory));

      const slowest = Math.max(...latencies.map((l) => l.ms));
      console.log(
        `bomb ${bomb.length.toLocaleString("en")} bytes: ${latencies.length} health samples (quickest of 3), slowest ${slowest.toFixed(1)} ms (slowest single request ${Math.max(...latencies.map((l) => l.slowestMs)).toFixed(1)} ms); job process peak RSS ${peaks.map((p) => `${(p / MiB).toFixed(0)} MiB`).join(", ")}`,
      );
      expect(done).toMatchObject({ status: "failed", processed: 0, created: 0, failed: 0 });
      expect(done.message).toBe(
        "The workbook's part xl/sharedStrings.xml unpacks to more than 100 times its compressed size, the limit for an XLSX import: spreadsheets compress far less, decompression bombs far more.",
      );
      expect(latencies.length).toBeGreaterThanOrEqual(3);
      expect(latencies.every((l) => l.statuses.every((status) => status === 200))).toBe(true);
      expect(slowest).toBeLessThan(100);
      // Still the same processes: none ran out of memory and was started again.
      expect(await jobProcesses()).toEqual(jobs);
      for (const peak of peaks) expect(peak).toBeLessThan(JOB_PROCESS_RSS_BOUND);

      // Refused once, as a result of its run rather than a crash: never run again.
      const runOf = () => db.jobRun.findFirstOrThrow({ where: { functionId: "process-import", event: { dedupeKey: `import:${id}` } } });
      const run = await runOf();
      expect(run).toMatchObject({ status: "completed", attempt: 0, crashes: 0 });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await runOf()).toEqual(run);
      expect((await call("GET", `/api/v1/imports/${id}`, { token: org.token })).body).toMatchObject({ status: "failed", finishedAt: done.finishedAt });
    },
  );

  it("refuses a million blank lines at the row limit, without another organisation's requests waiting", { timeout: 120_000 }, async () => {
    const org = await createOrg();
    const other = await createOrg();
    await createProduct(other, { sku: "OTHER-1", name: "Elsewhere" });
    const text = `sku,name\n${"\n".repeat(1_000_000)}`;
    const id = await uploadImport(org, text);
    // Two reads every 250 ms: the other organisation stays under its rate limit.
    const reads = sampling(() => quickestOf(2, `${baseUrl()}/api/v1/products?limit=1`, { headers: { authorization: `Bearer ${other.token}` } }), 250);
    const started = performance.now();
    expect((await startImport(org, id)).status).toBe(202);
    const done = await finished(org, `/api/v1/imports/${id}`, 60_000);
    const elapsed = performance.now() - started;
    const latencies = await reads.stop();
    const slowest = Math.max(...latencies.map((l) => l.ms));
    console.log(`1,000,000 blank lines: refused after ${(elapsed / 1000).toFixed(1)} s; ${latencies.length} samples of another organisation's reads (quickest of 2), slowest ${slowest.toFixed(1)} ms (slowest single read ${Math.max(...latencies.map((l) => l.slowestMs)).toFixed(1)} ms)`);
    expect(done).toMatchObject({ status: "failed", processed: 0, message: "The file has more than 100,000 rows besides its header (blank rows count too); split it into several imports." });
    expect(latencies.every((l) => l.statuses.every((status) => status === 200))).toBe(true);
    expect(slowest).toBeLessThan(200);
  });

  it("keeps failed rows within a multiple of the file's size when one long value repeats in every row", { timeout: 180_000 }, async () => {
    const org = await createOrg("supplier", "enterprise");
    const attribute = await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "count", type: "number", labels: {} } });
    expect(attribute.status).toBe(201);
    // Stored once in the workbook, 65,000 characters read in three cells of
    // each of 1,000 rows, each row failing at count: 195 MB of cells kept
    // whole, from a file of a few dozen kilobytes.
    const long = Array.from({ length: 65_000 }, (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789"[(i * 7919) % 36]).join("");
    const rows = [["sku", "name", "description", "count"], ...Array.from({ length: 1_000 }, (_, i) => [`AMP-${i}`, long, long, long])];
    const bytes = await sharedStringsWorkbook(rows);
    const done = await importFile(org, bytes, { format: "xlsx", timeout: 150_000 });
    expect(done).toMatchObject({ status: "succeeded", total: 1_000, created: 0, failed: 1_000 });
    expect(done.errors[0]).toEqual({ row: 2, column: "count", message: `${long.slice(0, 1_000)}…` });

    const stored = await failedRowBytes(done.id);
    const bound = 16 * MiB + 4 * bytes.length;
    const report = await download(done.errorReportUrl);
    console.log(
      `${bytes.length.toLocaleString("en")}-byte workbook, 1,000 failing rows of 195,000 characters: failed rows hold ${(stored / MiB).toFixed(1)} MiB, the report ${(report.length / MiB).toFixed(1)} MiB (bound ${(bound / MiB).toFixed(1)} MiB)`,
    );
    // jsonb's text form adds a space after each separator the bound counted without.
    expect(stored).toBeLessThan(bound * 1.01);
    expect(report.length).toBeLessThan(2 * bound);
    const lines = await parseCsv(report);
    expect(lines[0]).toEqual(["sku", "name", "description", "count", "error"]);
    expect(lines[1]).toEqual(["AMP-0", long, long, long, `count: ${long.slice(0, 1_000)}…`]);
    const last = lines.at(-1)!;
    expect(last.slice(0, 4)).toEqual(["", "", "", ""]);
    expect(last[4]).toMatch(/^\d[\d,]* more rows failed and are not listed: the report has reached what it keeps of one import's failed rows/);
  });

  it("refuses a workbook whose rows repeat a 1 MiB shared string, before keeping any", { timeout: 120_000 }, async () => {
    const org = await createOrg();
    const long = "x".repeat(MiB);
    const bytes = await sharedStringsWorkbook([["sku", "description"], ...Array.from({ length: 100 }, (_, i) => [`BIG-${i}`, long])]);
    const done = await importFile(org, bytes, { format: "xlsx" });
    expect(done).toMatchObject({ status: "failed", processed: 0, failed: 0, message: "Row 2 holds more than 1,048,576 bytes of text, the limit for one row of an import." });
    expect(await failedRowBytes(done.id)).toBe(0);
  });

  it("lists a row too long for the report with empty cells, so importing the report as it is changes nothing", async () => {
    const org = await createOrg();
    await createProduct(org, { sku: "KEEP-1", name: "Kept", description: "Kept as it is" });
    const text = csv([
      ["sku", "name", "description"],
      ["KEEP-1", "Renamed", "d".repeat(300_000)],
    ]);
    const done = await importFile(org, text);
    expect(done).toMatchObject({ status: "succeeded", failed: 1 });
    expect(done.errors).toEqual([
      { row: 2, message: "This row's cells are left out of the report (they hold 300,013 bytes; the report keeps up to 262,144 bytes of a row): fix row 2 (sku KEEP-1) in your file." },
      { row: 2, column: "description", message: "The cell holds 300,000 characters; a cell may hold up to 65,535." },
    ]);
    const report = await download(done.errorReportUrl);
    const lines = await parseCsv(report);
    expect(lines).toEqual([
      ["sku", "name", "description", "error"],
      ["", "", "", `${done.errors[0].message}; description: ${done.errors[1].message}`],
    ]);
    const again = await importFile(org, report);
    expect(again).toMatchObject({ status: "succeeded", created: 0, updated: 0, failed: 1 });
    expect(again.errors[0]).toEqual({ row: 2, column: "sku", message: "A row needs a sku." });
    expect(await productBySku(org, "KEEP-1")).toMatchObject({ name: "Kept", description: "Kept as it is" });
  });
});
