import { AppError, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { zodDetails } from "../core/zod-details";
import { searchCriteria, type SearchCriteria } from "./criteria";
import { searchProductsQuery, type SearchProductsQuery } from "./schemas";

// Search parameters kept as an object (a saved view's query, a bulk action's
// selection) checked as GET /search/products checks them, the dictionary's
// attribute codes included, every failure named under `prefix` (422
// `query.attr.colour`, say).
export async function criteriaOfParameters(
  principal: Pick<Principal, "organizationId" | "orgKind">,
  parameters: Record<string, string>,
  prefix: string,
): Promise<{ query: SearchProductsQuery; criteria: SearchCriteria }> {
  const prefixed = (details: { path: string; message: string }[]) => details.map((d) => ({ path: d.path ? `${prefix}.${d.path}` : prefix, message: d.message }));
  const parsed = searchProductsQuery.safeParse(parameters);
  if (!parsed.success) throw validationFailed(prefixed(zodDetails(parsed.error)));
  try {
    return { query: parsed.data, criteria: await searchCriteria(principal, parsed.data) };
  } catch (err) {
    if (err instanceof AppError && err.code === "VALIDATION_FAILED") throw validationFailed(prefixed(err.details ?? []), err.message);
    throw err;
  }
}
