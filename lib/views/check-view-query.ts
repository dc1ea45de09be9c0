import type { Principal } from "../core/principal";
import { criteriaOfParameters } from "../search/criteria-of-parameters";

// A view's query is checked as the search will check it when the view is
// used, the dictionary's attribute codes included (422 on query.<param>), so
// a view that saves is a view that searches; an attribute deleted later
// makes the search answer 422 then.
export async function checkViewQuery(principal: Principal, query: Record<string, string>): Promise<void> {
  await criteriaOfParameters(principal, query, "query");
}
