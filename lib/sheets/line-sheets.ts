import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { zodDetails } from "../core/zod-details";
import { enqueueEvent } from "../jobs/outbox";
import { sheetRequested } from "../events/definitions";
import { searchCriteria } from "../search/criteria";
import { countMatching } from "../search/count-matching";
import { findExportPage } from "../search/find-page";
import type { PagePosition } from "../search/page-cursor";
import { searchProductsQuery } from "../search/schemas";
import { putObject } from "../storage/objects";
import { presignDownload } from "../storage/presign";
import { assertSupplier } from "../auth/authorize";
import { LineSheet, newSheetDocument } from "./layout";
import { loadSheetProducts, sheetDictionary } from "./sheet-source";
import { SHEET_WORDS } from "./product-sheet";
import { LINE_SHEET_MAX, type CreateSheetBody, type SheetDocument } from "./schemas";

// Line sheets (docs/api.md, "Product sheets"): one PDF of up to 500
// products, written in the background, products read and drawn 50 at a
// time with small images, so memory follows the sheet's own size.
const BATCH = 50;

export async function createLineSheet(principal: Principal, input: CreateSheetBody): Promise<{ id: string }> {
  assertSupplier(principal, "sharing");
  if (input.filter) {
    const parsed = searchProductsQuery.safeParse(input.filter);
    if (!parsed.success) throw validationFailed(zodDetails(parsed.error).map((d) => ({ path: `filter.${d.path}`, message: d.message })));
    const matching = await countMatching(await searchCriteria(principal, parsed.data));
    if (matching > LINE_SHEET_MAX) throw validationFailed([{ path: "filter", message: `${matching} products match; a line sheet takes at most ${LINE_SHEET_MAX}.` }]);
  }
  return db.$transaction(async (tx) => {
    const sheet = await tx.sheet.create({
      data: { ...ownedBy(principal), productIds: input.productIds ? [...new Set(input.productIds.map((id) => id.toLowerCase()))] : [], filter: input.filter ?? undefined, locale: input.locale ?? null },
      select: { id: true },
    });
    await enqueueEvent(tx, sheetRequested.create({ organizationId: principal.organizationId, sheetId: sheet.id }, { id: `sheet:${sheet.id}` }));
    return { id: sheet.id };
  });
}

export async function getLineSheet(principal: Principal, id: string): Promise<SheetDocument> {
  assertSupplier(principal, "sharing");
  const sheet = await db.sheet.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!sheet) throw notFound("Sheet");
  return {
    id: sheet.id,
    status: sheet.status,
    total: sheet.total,
    downloadUrl: sheet.status === "succeeded" && sheet.storageKey ? await presignDownload(sheet.storageKey, { contentType: "application/pdf", attachmentName: "line-sheet.pdf" }) : null,
    message: sheet.message,
    createdAt: sheet.createdAt.toISOString(),
  };
}

// The products of a line sheet, in the catalogue's order: the ids given
// (those still the organisation's) or the filter's matches at run time.
async function productIdsOf(sheet: { organizationId: string; productIds: string[]; filter: unknown }): Promise<string[]> {
  const owner = { organizationId: sheet.organizationId, orgKind: "supplier" as const };
  const criteria = await searchCriteria(owner, searchProductsQuery.parse(sheet.filter ?? {}));
  const scoped = sheet.filter === null ? { ...criteria, productIds: sheet.productIds } : criteria;
  const ids: string[] = [];
  for (let after: PagePosition | null = null; ids.length < LINE_SHEET_MAX; ) {
    const rows = await findExportPage(scoped, after, BATCH * 4);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < BATCH * 4) break;
    const last = rows[rows.length - 1]!;
    after = { key: last.createdAt.toISOString(), id: last.id };
  }
  return ids.slice(0, LINE_SHEET_MAX);
}

export async function writeLineSheet(ref: { organizationId: string; sheetId: string }): Promise<void> {
  const sheet = await db.sheet.findFirst({ where: { id: ref.sheetId, ...ownedBy(ref) }, include: { organization: { select: { defaultLocale: true, name: true } } } });
  if (!sheet || sheet.status === "succeeded") return;
  const ids = await productIdsOf(sheet);
  await db.sheet.updateMany({ where: { id: sheet.id, ...ownedBy(ref) }, data: { status: "running", total: ids.length } });
  const locale = sheet.locale ?? sheet.organization.defaultLocale;
  const dictionary = await sheetDictionary(sheet.organizationId);
  const { doc, fonts } = await newSheetDocument(`${sheet.organization.name}: line sheet`);
  doc.setLanguage(locale);
  const lines = new LineSheet(doc, fonts, `${sheet.organization.name} · ${ids.length} products`);
  for (let i = 0; i < ids.length; i += BATCH) {
    for (const product of await loadSheetProducts(sheet.organizationId, ids.slice(i, i + BATCH), locale, dictionary, "line")) await lines.add(product, SHEET_WORDS.sku);
  }
  const key = `orgs/${sheet.organizationId}/sheets/${sheet.id}.pdf`;
  await putObject(key, Buffer.from(await doc.save()), "application/pdf");
  await db.sheet.updateMany({ where: { id: sheet.id, ...ownedBy(ref) }, data: { status: "succeeded", storageKey: key, finishedAt: new Date() } });
}

export async function failLineSheet(ref: { organizationId: string; sheetId: string }, message: string): Promise<void> {
  await db.sheet.updateMany({ where: { id: ref.sheetId, ...ownedBy(ref), status: { in: ["pending", "running"] } }, data: { status: "failed", message, finishedAt: new Date() } });
}
