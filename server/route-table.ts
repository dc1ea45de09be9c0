// Matches a request path against the app's route paths ("/api/v1/products/[id]")
// with Next.js's precedence: a static segment before a dynamic one, a dynamic
// one before a catch-all. Params are decoded the way Next.js decodes them.

export type RouteParams = Record<string, string | string[]>;
export type RouteMatch = { route: string; params: RouteParams };

type Node = {
  route?: string;
  statics: Map<string, Node>;
  dynamic?: { name: string; node: Node };
  catchAll?: { name: string; route: string; optional: boolean };
};

const newNode = (): Node => ({ statics: new Map() });

function addRoute(root: Node, route: string): void {
  let node = root;
  for (const segment of route.split("/").filter(Boolean)) {
    const catchAll = /^\[(\[)?\.\.\.([^\]]+)\]\]?$/.exec(segment);
    if (catchAll) {
      node.catchAll = { name: catchAll[2]!, route, optional: Boolean(catchAll[1]) };
      return;
    }
    const dynamic = /^\[([^\]]+)\]$/.exec(segment);
    if (dynamic) {
      node.dynamic ??= { name: dynamic[1]!, node: newNode() };
      node = node.dynamic.node;
    } else {
      if (!node.statics.has(segment)) node.statics.set(segment, newNode());
      node = node.statics.get(segment)!;
    }
  }
  node.route = route;
}

function decode(segment: string): string | null {
  // Only a percent sign starts an escape; most segments have none.
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function find(node: Node, segments: string[], at: number, params: RouteParams): RouteMatch | null {
  if (at === segments.length) {
    if (node.route) return { route: node.route, params };
    if (node.catchAll?.optional) return { route: node.catchAll.route, params };
    return null;
  }
  const segment = segments[at]!;
  const child = node.statics.get(segment);
  const viaStatic = child ? find(child, segments, at + 1, params) : null;
  if (viaStatic) return viaStatic;
  if (node.dynamic) {
    const value = decode(segment);
    if (value === null) return null;
    const viaDynamic = find(node.dynamic.node, segments, at + 1, { ...params, [node.dynamic.name]: value });
    if (viaDynamic) return viaDynamic;
  }
  if (node.catchAll) {
    const rest = segments.slice(at).map(decode);
    if (rest.some((s) => s === null)) return null;
    return { route: node.catchAll.route, params: { ...params, [node.catchAll.name]: rest as string[] } };
  }
  return null;
}

export type RouteTable = { match: (pathname: string) => RouteMatch | null };

export function routeTable(routes: Iterable<string>): RouteTable {
  const root = newNode();
  for (const route of routes) addRoute(root, route);
  return {
    match(pathname) {
      // A trailing or doubled slash is not matched: Next.js redirects those.
      const segments = pathname.split("/").slice(1);
      if (!pathname.startsWith("/") || segments.some((s) => s === "")) return null;
      return find(root, segments, 0, {});
    },
  };
}
