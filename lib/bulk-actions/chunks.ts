// How a bulk action is cut into the steps of its run-bulk-action function.

// Products changed one by one per step, at least: progress moves this often.
export const CHUNK = 25;
// An attribute edit writes this many products per statement (the batch of
// lib/catalog/products/edit-attribute-batch.ts), one step each.
export const ATTRIBUTE_CHUNK = 1000;
// A run's steps are replayed by the engine on every step: a selection of
// 100,000 products changed one by one takes chunks larger than CHUNK to
// stay within this many.
export const MAX_CHUNKS = 400;

export function chunkSize(action: string, total: number): number {
  if (action === "setAttribute" || action === "clearAttribute") return ATTRIBUTE_CHUNK;
  return Math.max(CHUNK, Math.ceil(total / MAX_CHUNKS));
}

// Chunk `index`'s positions in the action's product list.
export function chunkBounds(action: string, total: number, index: number): { start: number; end: number } {
  const size = chunkSize(action, total);
  return { start: Math.min(total, index * size), end: Math.min(total, (index + 1) * size) };
}

export function chunkCount(action: string, total: number): number {
  return Math.ceil(total / chunkSize(action, total));
}
