import { z } from "zod";
import { paginationQuery } from "../core/pagination";
import { fileName as filename } from "../core/file-name";
import { localeTag } from "../catalog/schemas";
import { searchParameters } from "../search/schemas";

// Request bodies of imports and exports (docs/api.md, "Imports and exports"); the one
// source of their types. No server imports: the portals use them too.

export const TRANSFER_FORMATS = ["csv", "xlsx"] as const;

export const createImportBody = z.object({ format: z.enum(TRANSFER_FORMATS), filename }).strict();
export type CreateImportBody = z.infer<typeof createImportBody>;

export const startImportBody = z.object({ dryRun: z.boolean().default(false) }).strict();
export type StartImportBody = z.infer<typeof startImportBody>;

export const listTransfersQuery = paginationQuery;

// The search parameters of GET /search/products (docs/search.md) as a
// JSON object. Paging and facets belong to a page, not to a selection.
const PAGE_ONLY = ["limit", "cursor", "facetBy", "facetLimit"];
export const exportFilter = searchParameters(PAGE_ONLY, `${PAGE_ONLY.join(", ")} do not apply to an export.`);

export const createExportBody = z
  .object({
    format: z.enum(TRANSFER_FORMATS),
    filter: exportFilter.default({}),
    // Field names (sku, name, ...) and attribute codes; each code brings all
    // of its unit, currency and locale columns.
    columns: z.array(z.string().min(1).max(100)).min(1).max(500).optional(),
    locales: z.array(localeTag).max(50).optional(),
  })
  .strict();
export type CreateExportBody = z.infer<typeof createExportBody>;
