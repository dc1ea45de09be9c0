import { validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { criteriaOfParameters } from "../search/criteria-of-parameters";
import { matchingProductIds } from "../search/matching-ids";
import { SELECTION_MAX } from "./schemas";
import { selectionCeilingError } from "./selection-ceiling";

// A bulk action's selection: every product the search with these parameters
// matches as the action is accepted (products added later are not in it),
// checked as the search checks them (422 on selection.filter.<param>), at
// most SELECTION_MAX (422 with the count above).
export async function selectProducts(principal: Principal, filter: Record<string, string>): Promise<string[]> {
  const { criteria } = await criteriaOfParameters(principal, filter, "selection.filter");
  const { ids, total } = await matchingProductIds(criteria, SELECTION_MAX);
  const tooMany = selectionCeilingError(total);
  if (tooMany) throw validationFailed([{ path: "selection", message: tooMany }], tooMany);
  return ids;
}
