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

export const MAX_MAPPED_COLUMNS = 500;
const headerName = z.string().trim().min(1).max(255);
export const startImportBody = z
  .object({
    dryRun: z.boolean().default(false),
    columnMap: z
      .record(headerName, headerName.nullable())
      .refine((map) => Object.keys(map).length <= MAX_MAPPED_COLUMNS, `At most ${MAX_MAPPED_COLUMNS} columns.`)
      .meta({ maxProperties: MAX_MAPPED_COLUMNS })
      .default({})
      .describe('How to read the file\'s headers: {"<header>": "<column>"} reads a header as that column (a field, an attribute code, <code>-<unit>, ...), null ignores it, and a header mapped to itself is read as it is (a new free-form attribute included).'),
  })
  .strict();
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
