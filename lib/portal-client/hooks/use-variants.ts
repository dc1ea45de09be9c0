import { useQuery } from "@tanstack/react-query";
import type { BulkResult, ProductDocument } from "@/lib/catalog/documents";
import type { Page } from "@/lib/core/pagination";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { PlannedVariant } from "../variant-grid";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

const LIST = "/api/v1/products";

// A model's variants, a page at a time, for the grid.
export const useVariants = (parentId: string) => usePaged<ProductDocument>(keys.products.variants({ parentId }), LIST, { parentId, limit: 50 });

// Every variant's axis values, so the create form skips combinations that exist.
export const useAllVariants = (parentId: string) =>
  useQuery({
    queryKey: keys.products.variants({ parentId, all: true }),
    queryFn: async ({ signal }) => {
      const items: ProductDocument[] = [];
      let cursor: string | undefined;
      do {
        const page: Page<ProductDocument> = await api<Page<ProductDocument>>(LIST, { query: { parentId, limit: 200, cursor }, signal });
        items.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return items;
    },
  });

// One bulk request for the planned variants; each row succeeds or fails alone.
export const useCreateVariants = (parentId: string) =>
  useInvalidatingMutation(
    (rows: PlannedVariant[]) => api<BulkResult>(`${LIST}/bulk`, { method: "POST", body: { items: rows.map((r) => ({ sku: r.sku, parentId, attributes: r.attributes })) } }),
    [keys.products.all()],
  );
