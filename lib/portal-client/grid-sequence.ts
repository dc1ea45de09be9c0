// The grid's current list, kept for the product editor's previous/next: the
// grid records the ids it has loaded in order, with the search that produced
// them and the cursor of the page after; the editor steps through them and
// loads the next page at the end. Kept in sessionStorage: one tab, one list.
export type GridSequence = { search: string; ids: string[]; nextCursor: string | null };

const KEY = "pis:grid-sequence";

export function rememberGridSequence(sequence: GridSequence): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(sequence));
  } catch {
    // Storage full or refused (private mode): previous/next is left out.
  }
}

export function readGridSequence(): GridSequence | null {
  try {
    return parseGridSequence(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function parseGridSequence(raw: string | null): GridSequence | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GridSequence>;
    if (typeof value.search !== "string" || !Array.isArray(value.ids) || !value.ids.every((id) => typeof id === "string")) return null;
    return { search: value.search, ids: value.ids, nextCursor: typeof value.nextCursor === "string" ? value.nextCursor : null };
  } catch {
    return null;
  }
}

// The products before and after `id` in the list; `atEnd` says the list has
// more to load after the last id it holds.
export function neighbours(sequence: GridSequence, id: string): { previous: string | null; next: string | null; position: number; atEnd: boolean } | null {
  const i = sequence.ids.indexOf(id);
  if (i < 0) return null;
  const last = i === sequence.ids.length - 1;
  return { previous: i > 0 ? sequence.ids[i - 1]! : null, next: last ? null : sequence.ids[i + 1]!, position: i + 1, atEnd: last && sequence.nextCursor !== null };
}
