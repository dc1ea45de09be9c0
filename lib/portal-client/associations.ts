// A product's associations as the API writes them: type code → links in
// order. The editor changes one link at a time and sends the whole map (the
// PUT replaces every type), so these build the next map from the current.
export type Link = { productId: string; quantity?: number };
export type Associations = Record<string, Link[]>;

// A product added last in its type's list; one already there keeps its place and takes the new quantity.
export function withLink(associations: Associations, typeCode: string, link: Link): Associations {
  const list = associations[typeCode] ?? [];
  const next = list.some((l) => l.productId === link.productId) ? list.map((l) => (l.productId === link.productId ? link : l)) : [...list, link];
  return { ...associations, [typeCode]: next };
}

// A type left empty is left out, as the API answers it.
export function withoutLink(associations: Associations, typeCode: string, productId: string): Associations {
  const rest = (associations[typeCode] ?? []).filter((l) => l.productId !== productId);
  const next = { ...associations };
  if (rest.length) next[typeCode] = rest;
  else delete next[typeCode];
  return next;
}

// Every associated product's id once, for one look-up of their names.
export const linkedIds = (associations: Associations) => [...new Set(Object.values(associations).flatMap((list) => list.map((l) => l.productId)))];

// A quantity as typed: a whole number from 1, or null when it is not one.
export function quantityOf(text: string): number | null {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
}
