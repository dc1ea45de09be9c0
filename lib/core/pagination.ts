import { z } from "zod";

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

// The pagination query of every list endpoint (contract section 1).
export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  cursor: z.string().min(1).max(2048).optional(),
});

export type PaginationQuery = z.infer<typeof paginationQuery>;

export type Page<T> = { items: T[]; nextCursor: string | null; total?: number };
