// Categories in tree order, each with its depth, for a picker that shows
// the tree: a parent, then its children, each level sorted by name. A
// category whose parent is missing (or a cycle) starts at the top level.
export type TreeEntry = { id: string; name: string; depth: number };

export function categoryTree(categories: readonly { id: string; name: string; parentId: string | null }[]): TreeEntry[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<string | null, typeof categories[number][]>();
  for (const c of categories) {
    const parent = c.parentId && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: TreeEntry[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const c of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ id: c.id, name: c.name, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  for (const c of categories) if (!seen.has(c.id)) out.push({ id: c.id, name: c.name, depth: 0 });
  return out;
}
