import { z } from "zod";

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

// The pagination query of every list endpoint (docs/api.md, "Conventions").
export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  cursor: z.string().min(1).max(2048).optional(),
});

export type PaginationQuery = z.infer<typeof paginationQuery>;

export type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

// The page of every list endpoint as a schema (lib/openapi describes it once
// and every list reuses it); Page<T> above is its shape.
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().optional() });
}
