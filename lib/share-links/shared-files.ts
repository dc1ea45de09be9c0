import { once } from "node:events";
import { PassThrough, Readable, type Writable } from "node:stream";
import archiver from "archiver";
import type { ShareLink } from "../db/generated/client";
import { db } from "../db/client";
import { TENANT, tenantSql } from "../db/tenant-sql";
import type { SearchCriteria } from "../search/criteria";
import { findExportPage } from "../search/find-page";
import type { PagePosition } from "../search/page-cursor";
import { readObjectStream } from "../storage/objects";
import { sheetWriter } from "../transfer/sheets";
import { cellOf, exportColumns } from "../transfer/exports/export-columns";
import { dictionaryOf } from "../transfer/exports/run-export";
import { sharedProducts } from "./shared-products";

// The files of a share link (docs/api.md, "Share links"), each produced as
// it is sent: pages of products read one after another, so a selection of
// any size costs a page of memory.

const PAGE = 500;

export function sharedJson(criteria: SearchCriteria, fields: readonly string[]): Readable {
  return Readable.from(
    (async function* () {
      yield '{"items":[';
      let first = true;
      for await (const page of sharedProducts(criteria, fields)) {
        for (const doc of page) {
          yield (first ? "" : ",") + JSON.stringify(doc);
          first = false;
        }
      }
      yield "]}";
    })(),
  );
}

// The export's columns, only the link's fields (sku always) and locale.
export async function writeSharedCsv(link: ShareLink, criteria: SearchCriteria, out: Writable): Promise<void> {
  const columns = await exportColumns(criteria, await dictionaryOf(criteria.supplierIds), { columns: link.fields, locales: link.locale ? [link.locale] : [] });
  const sheet = sheetWriter("csv", out);
  await sheet.write(columns.map((c) => c.header));
  for (let after: PagePosition | null = null; ; ) {
    const rows = await findExportPage(criteria, after, PAGE);
    for (const row of rows) await sheet.write(columns.map((c) => cellOf(c, row)));
    if (rows.length < PAGE) break;
    const last = rows[rows.length - 1]!;
    after = { key: last.createdAt.toISOString(), id: last.id };
  }
  await sheet.end();
}

export function sharedCsv(link: ShareLink, criteria: SearchCriteria): Readable {
  const out = new PassThrough();
  writeSharedCsv(link, criteria, out).catch((err: Error) => out.destroy(err));
  return out;
}

// One part of a path inside the archive: no separators, no leading dots, so
// no entry can climb out of the folder it is unpacked in.
export function entryPart(name: string): string {
  return name.replace(/[/\\\u0000-\u001f:*?"<>|]/g, "_").replace(/^\.+/, "_").slice(0, 120) || "_";
}

type ImageRow = { productId: string; sku: string; position: number; storageKey: string; filename: string };

// The CSV and the original image files, each product's ready images in its
// order as images/<sku>/<n>-<file name>, stored without compression (they
// are compressed already). One image is read from the store at a time.
export function sharedBundle(link: ShareLink, criteria: SearchCriteria): Readable {
  const archive = archiver("zip", { zlib: { level: 6 } });
  (async () => {
    archive.append(sharedCsv(link, criteria), { name: "products.csv" });
    await once(archive, "entry");
    for (let after: PagePosition | null = null; ; ) {
      const rows = await findExportPage(criteria, after, PAGE);
      for (const image of await imagesOf(link, rows.map((r) => r.id))) {
        const body = await readObjectStream(image.storageKey);
        if (!body) continue;
        archive.append(body, { name: `images/${entryPart(image.sku)}/${image.position + 1}-${entryPart(image.filename)}`, store: true });
        await once(archive, "entry");
      }
      if (rows.length < PAGE) break;
      const last = rows[rows.length - 1]!;
      after = { key: last.createdAt.toISOString(), id: last.id };
    }
    await archive.finalize();
  })().catch((err: Error) => archive.destroy(err));
  return archive;
}

async function imagesOf(link: ShareLink, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db.$queryRaw<ImageRow[]>(tenantSql(link)`
    SELECT pa."productId", p.sku, pa.position, a."storageKey", a.filename
    FROM product_assets pa
    JOIN products p ON p.id = pa."productId"
    JOIN assets a ON a.id = pa."assetId" AND a."assetType" = 'image' AND a.status = 'ready' AND a."organizationId" = ${TENANT}::uuid
    WHERE pa."productId" = ANY(${productIds}::uuid[]) AND p."organizationId" = ${TENANT}::uuid
    ORDER BY p."createdAt", p.id, pa.position`);
}
