import { encodeCursor } from "../../../lib/core/cursor";
import { runLoad, warmUp } from "../load";
import type { Throughput } from "./report";
import { word, type BenchCatalogue } from "./seed";
import { GRID_FILTERS } from "./grid-attributes";
import type { Position } from "./sql-comparisons";
import { timeRequests, type Timing } from "./timing";

const ALL_FACETS = "categoryId,categoryName,tags,status,qualityScore,supplierName";

// Middle and last pages are reached with cursors made the way the list
// endpoint makes them (lib/search/list-products.ts binds them to
// "products:<organisation>"), instead of walking 10,000 pages to get there.
function listCursor(organizationId: string, position: Position, secret: string): string {
  return encodeCursor([position.createdAt.toISOString(), position.id], `products:${organizationId}`, secret);
}

export type ScenarioNames = Record<string, string>;

// The scenarios that need the largest supplier's ten attributes (--grid).
export const needsGridAttributes = (name: string) => name.startsWith("grid (attributes)");

export async function httpScenarios(
  base: string,
  catalogue: BenchCatalogue,
  positions: { middle: Position; last: Position },
  secret: string,
  iterations: number,
  only: (name: string) => boolean = () => true,
): Promise<{ timings: Timing[]; names: ScenarioNames }> {
  const { big, mid, buyer } = catalogue;
  const asBig = { "x-api-key": big.apiKey };
  const size = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${Math.round(n / 1000)}k`);
  const search = (query: string) => `${base}/api/v1/search/products?${query}`;
  const names: ScenarioNames = {
    listFirst: "list, first page",
    listMiddle: "list, middle page",
    listLast: "list, last page",
    listTotal: "list, first page, withTotal=true",
    textWord: "full-text, one name word",
    textWords: "full-text, name word + word prefix",
    textSku: "full-text, a SKU",
    facetsBig: `search, six facets, ${size(big.products)} supplier`,
    facetsMid: `search, six facets, ${size(mid.products)} supplier`,
    facetsBuyer: "search, six facets, buyer of 50 suppliers",
    facetsBand: `search, six facets, status + band, ${size(big.products)}`,
    facetsTag: `search, six facets, one tag, ${size(big.products)}`,
    facetsWord: `search, six facets, one name word, ${size(big.products)}`,
    facetsCommonTag: `search, six facets, the commonest tag, ${size(big.products)}`,
    gridByName: `grid: sort=name with thumbnails, ${size(big.products)}`,
    gridByUpdated: `grid: sort=-updatedAt, two statuses, four facets, ${size(big.products)}`,
    gridAttributes: `grid (attributes): two attribute filters (0.1%), 10 attribute columns, sort=-updatedAt, ${size(big.products)}`,
    gridAttributesByName: `grid (attributes): two attribute filters (0.1%), 10 attribute columns, sort=name, ${size(big.products)}`,
    gridSkuPrefix: `grid: q a sku prefix (1,000 matches), sort=sku, ${size(big.products)}`,
  };
  // Name words are word(0..399), description words word(0..7999) (seed.ts).
  const nameWords = [21, 58, 123, 250, 377].map(word);
  const twoWords = nameWords.map((w, i) => `${w} ${word(1000 + 1531 * i).slice(0, 4)}`);
  const plan: [string, string[], Record<string, string>, number?][] = [
    [names.listFirst!, [`${base}/api/v1/products?limit=50`], asBig],
    [names.listMiddle!, [`${base}/api/v1/products?limit=50&cursor=${listCursor(big.id, positions.middle, secret)}`], asBig],
    [names.listLast!, [`${base}/api/v1/products?limit=50&cursor=${listCursor(big.id, positions.last, secret)}`], asBig],
    [names.listTotal!, [`${base}/api/v1/products?limit=50&withTotal=true`], asBig],
    [names.textWord!, nameWords.map((w) => search(`q=${w}`)), asBig],
    [names.textWords!, twoWords.map((q) => search(`q=${encodeURIComponent(q)}`)), asBig],
    [names.textSku!, [1, 17, 400, 77_777, 123_456].map((n) => search(`q=SKU-${String(Math.min(n, big.products)).padStart(8, "0")}`)), asBig],
    [names.facetsBig!, [search(`facetBy=${ALL_FACETS}`)], asBig],
    [names.facetsMid!, [search(`facetBy=${ALL_FACETS}`)], { "x-api-key": mid.apiKey }],
    [names.facetsBuyer!, [search(`facetBy=${ALL_FACETS}`)], { "x-api-key": buyer.apiKey }],
    [names.facetsBand!, [search(`facetBy=${ALL_FACETS}&status=active&qualityBand=green`)], asBig],
    [names.facetsTag!, ["tag-0500", "tag-1000", "tag-1500", "tag-2000"].map((t) => search(`facetBy=${ALL_FACETS}&tags=${t}`)), asBig],
    // Row-path facets over many matches: about 5,000 and 55,000 products.
    [names.facetsWord!, nameWords.map((w) => search(`facetBy=${ALL_FACETS}&q=${w}`)), asBig, Math.min(iterations, 50)],
    [names.facetsCommonTag!, [search(`facetBy=${ALL_FACETS}&tags=tag-0001`)], asBig, Math.min(iterations, 50)],
    // The producer grid's first requests (components/products/product-list.tsx).
    [names.gridByName!, [search("sort=name&include=thumbnail&limit=50")], asBig],
    [names.gridByUpdated!, [search("sort=-updatedAt&status=draft,active&facetBy=status,qualityScore,categoryName,tags&include=thumbnail&limit=50")], asBig, Math.min(iterations, 50)],
    // --grid seeds every product of the largest supplier with ten attribute
    // values (grid-attributes.ts): each page answers all ten per product.
    [names.gridAttributes!, GRID_FILTERS.map((f) => search(new URLSearchParams({ ...f, sort: "-updatedAt", include: "thumbnail", limit: "50" }).toString())), asBig],
    [names.gridAttributesByName!, GRID_FILTERS.map((f) => search(new URLSearchParams({ ...f, sort: "name", include: "thumbnail", limit: "50" }).toString())), asBig],
    [names.gridSkuPrefix!, ["SKU-00123", "SKU-00456", "sku-00789"].map((q) => search(`q=${q}&sort=sku&include=thumbnail&limit=50`)), asBig],
  ];
  const timings: Timing[] = [];
  for (const [name, urls, headers, n = iterations] of plan.filter(([name]) => only(name))) {
    console.log(`  ${name} ...`);
    timings.push(await timeRequests(name, urls, headers, n));
  }
  return { timings, names };
}

// Many connections at once for the duration, after a 3 s warm-up, with wrk
// when the machine has it (scripts/bench/load.ts).
export async function listThroughput(base: string, apiKey: string, connections: number, duration: number): Promise<Throughput> {
  const target = { name: "GET /api/v1/products?limit=50", url: `${base}/api/v1/products?limit=50`, headers: { "x-api-key": apiKey } };
  await warmUp(target, connections, 3);
  const r = await runLoad(target, connections, duration);
  return { name: target.name, connections, requestsPerSecond: r.requests / r.seconds, p50: r.p50, p95: r.p95, p99: r.p99, non2xx: r.non2xx, errors: r.errors };
}
