import { z } from "zod";
import { paginationQuery } from "../core/pagination";

// GET /api/v1/changes (contract section 13); the one source of its types.
export const changesQuery = paginationQuery;
export type ChangesQuery = z.infer<typeof changesQuery>;

export type ChangeDocument = {
  seq: number;
  type: "product.upserted" | "product.deleted";
  productId: string;
  sku: string;
  at: string;
};

// nextCursor is never null: an empty page is where to poll from next.
export type ChangesPage = { items: ChangeDocument[]; nextCursor: string };
