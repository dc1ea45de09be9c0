// The product editor's media list: the order of linked assets (the first
// image is the product's main image) and the alt texts a save sends. Pure,
// tested beside it.

// The list with the item at `from` moved to `to` (both clamped to the list).
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

// The first image among the linked assets, in their order: the main image.
export function mainImageId(assets: readonly { id: string; assetType: string }[]): string | null {
  return assets.find((a) => a.assetType === "image")?.id ?? null;
}

// The alt texts typed for one asset as the API takes them: blank locales
// left out, the rest trimmed.
export function altTextsOf(typed: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).flatMap(([locale, text]) => (text.trim() ? [[locale, text.trim()]] : [])));
}
