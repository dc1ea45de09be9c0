// The folder graph of lib: one node per top-level folder (lib/catalog,
// lib/http, ...), an edge where a module of one imports a module of another.
// Pure, so tests/architecture/folder-graph.test.ts can feed it graphs.

export type ModuleEdge = { from: string; to: string };

export function folderOf(modulePath: string): string | null {
  const match = /^lib\/([^/]+)\//.exec(modulePath);
  return match ? `lib/${match[1]}` : null;
}

export function folderEdges(edges: ModuleEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const a = folderOf(from);
    const b = folderOf(to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  return graph;
}

// Every loop, as the folders of one strongly connected component in a
// stable order (Tarjan's algorithm). An empty list means no loops.
export function folderLoops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return loops.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

// One import that closes each loop, so the message points at code.
export function witnesses(edges: ModuleEdge[], loop: string[]): ModuleEdge[] {
  const members = new Set(loop);
  const seen = new Set<string>();
  return edges.filter(({ from, to }) => {
    const a = folderOf(from);
    const b = folderOf(to);
    if (!a || !b || a === b || !members.has(a) || !members.has(b) || seen.has(`${a}>${b}`)) return false;
    seen.add(`${a}>${b}`);
    return true;
  });
}
