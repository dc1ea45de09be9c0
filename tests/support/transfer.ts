import { CopyObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, inject } from "vitest";
import { db } from "../../lib/db/client";
import { importUploadKey } from "../../lib/storage/keys";
import ExcelJS from "exceljs";
import { call, type ApiResponse } from "./http";
import type { TestOrg } from "./fixtures";

// Imports and exports through the HTTP API and the object store.

// CSV text from rows of cells, quoting as RFC 4180 does; `eol` picks the line end.
export function csv(rows: string[][], eol = "\n"): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((r) => r.map(quote).join(",")).join(eol) + eol;
}

export async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("products");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? "" : String(v)))));
  // Empty cells at a row's end are not stored; pad to the header's width.
  return rows.map((row) => [...row, ...Array<string>(Math.max(0, rows[0]!.length - row.length)).fill("")]);
}

type Format = "csv" | "xlsx";

export async function uploadImport(org: TestOrg, bytes: Buffer | string, format: Format = "csv", filename = `products.${format}`): Promise<string> {
  const created = await call("POST", "/api/v1/imports", { token: org.token, body: { format, filename } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const put = await fetch(created.body.uploadUrl, { method: "PUT", headers: created.body.headers, body: new Uint8Array(Buffer.from(bytes)) });
  expect(put.status).toBe(200);
  return created.body.id;
}

export async function startImport(org: TestOrg, id: string, dryRun = false, columnMap?: Record<string, string | null>): Promise<ApiResponse> {
  return call("POST", `/api/v1/imports/${id}/start`, { token: org.token, body: { dryRun, ...(columnMap ? { columnMap } : {}) } });
}

export async function finished(org: TestOrg, path: string, timeout = 60_000): Promise<any> {
  let last: ApiResponse | undefined;
  await expect
    .poll(
      async () => {
        last = await call("GET", path, { token: org.token });
        return last.body.status;
      },
      { timeout, interval: 250 },
    )
    .toMatch(/^(succeeded|failed)$/);
  return last!.body;
}

// Upload, start and wait: the import's final document.
export async function importFile(org: TestOrg, bytes: Buffer | string, options: { format?: Format; dryRun?: boolean; timeout?: number; columnMap?: Record<string, string | null> } = {}) {
  const id = await uploadImport(org, bytes, options.format ?? "csv");
  const started = await startImport(org, id, options.dryRun ?? false, options.columnMap);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return finished(org, `/api/v1/imports/${id}`, options.timeout);
}

export async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

// Request, wait and download: the export's final document and its file.
export async function exportFile(org: TestOrg, body: Record<string, unknown>) {
  const created = await call("POST", "/api/v1/exports", { token: org.token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  const doc = await finished(org, `/api/v1/exports/${created.body.id}`);
  expect(doc.status, JSON.stringify(doc)).toBe("succeeded");
  return { doc, bytes: await download(doc.downloadUrl) };
}

// Parses CSV the way a spreadsheet would (the test's own reading, not the service's).
export async function parseCsv(bytes: Buffer): Promise<string[][]> {
  const { parse } = await import("csv-parse/sync");
  return parse(bytes, { bom: true, relax_column_count: true }) as string[][];
}

export async function productsOf(org: TestOrg): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: ApiResponse = await call("GET", `/api/v1/products?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: org.token });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

export async function productBySku(org: TestOrg, sku: string): Promise<any> {
  return (await productsOf(org)).find((p) => p.sku === sku);
}

// What start does to the uploaded file (copies it out of the upload area),
// for tests that put an import into a state by hand instead of starting it.
export async function freezeUpload(id: string): Promise<void> {
  const row = await db.import.findUniqueOrThrow({ where: { id } });
  const store = inject("objectStore");
  const s3 = new S3Client({ endpoint: store.endpoint, region: "us-east-1", credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, forcePathStyle: true });
  const from = importUploadKey(row.organizationId, id, row.filename);
  await s3.send(new CopyObjectCommand({ Bucket: store.bucket, Key: row.storageKey, CopySource: `${store.bucket}/${from}` }));
}
