import type { ProductScope } from "../access-scope";
import { totalInScope } from "../../search/total-in-scope";

// withTotal=true reads the exact counts the search triggers keep, so a total
// over a million-product catalogue costs one indexed lookup, not a COUNT.
export async function countInScope(scope: ProductScope): Promise<number> {
  return totalInScope(scope);
}
