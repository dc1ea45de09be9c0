import { parseArgs } from "node:util";

export type CatalogBenchOptions = {
  // Products of the largest supplier; the others are fixed in size.
  products: number;
  midProducts: number;
  smallProducts: number;
  categories: number;
  tags: number;
  // Timed requests (or queries) per scenario, after a warm-up of a tenth of that.
  iterations: number;
  // Throughput run of GET /api/v1/products.
  duration: number;
  connections: number;
  // Keep the database of the previous run when it has the same size.
  reuse: boolean;
  // Only the product grid: the largest supplier gets ten attributes per
  // product (grid-attributes.ts); its pages, then bulk attribute edits of a
  // selection. No SQL comparisons, no throughput run.
  grid: boolean;
};

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, got "${raw}".`);
  return value;
}

// Defaults are the catalogue: 1,000,000 products in one supplier plus
// 49 smaller ones (one of 10,000), 500 categories, 2,000 tags, 3 locales.
// --small is a quick run of the same shape.
export function readOptions(argv: string[] = process.argv.slice(2)): CatalogBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: "string" },
      small: { type: "boolean", default: false },
      iterations: { type: "string", default: "200" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "32" },
      reuse: { type: "boolean", default: false },
      grid: { type: "boolean", default: false },
    },
  });
  return {
    products: positive("products", values.products ?? (values.small ? "50000" : "1000000")),
    midProducts: values.small ? 5_000 : 10_000,
    smallProducts: values.small ? 200 : 2_000,
    categories: 500,
    tags: 2_000,
    iterations: positive("iterations", values.iterations),
    duration: positive("duration", values.duration),
    connections: positive("connections", values.connections),
    reuse: values.reuse,
    grid: values.grid,
  };
}
