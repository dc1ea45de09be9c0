import type { ErrorDetail } from "../../core/errors";
import type { AssociationsBody } from "./schemas";

export type TypeRule = { id: string; quantified: boolean; twoWay: boolean };
export type PlannedLink = { typeId: string; twoWay: boolean; targetId: string; quantity: number | null; position: number };

// The rules of one PUT body (docs/api.md, "Attributes"), pure: each type named must
// exist, each target must be another product of the organisation (`owned`:
// the ids found there; another tenant's id and an unknown one read alike),
// listed once per type, with a quantity exactly when the type is quantified.
// Positions follow the order sent.
export function planLinks(
  productId: string,
  body: AssociationsBody,
  types: ReadonlyMap<string, TypeRule>,
  owned: ReadonlySet<string>,
): { links: PlannedLink[]; errors: ErrorDetail[] } {
  const links: PlannedLink[] = [];
  const errors: ErrorDetail[] = [];
  for (const [code, list] of Object.entries(body)) {
    const type = types.get(code);
    if (!type) {
      errors.push({ path: code, message: "No such association type in your organisation." });
      continue;
    }
    const seen = new Set<string>();
    list.forEach((link, i) => {
      const at = `${code}.${i}`;
      if (link.productId === productId) errors.push({ path: `${at}.productId`, message: "A product cannot be associated with itself." });
      else if (seen.has(link.productId)) errors.push({ path: `${at}.productId`, message: "This product is already listed for this type." });
      else if (!owned.has(link.productId)) errors.push({ path: `${at}.productId`, message: "No such product in your organisation." });
      seen.add(link.productId);
      if (type.quantified && link.quantity === undefined) errors.push({ path: `${at}.quantity`, message: "Required: this association type is quantified." });
      if (!type.quantified && link.quantity !== undefined) errors.push({ path: `${at}.quantity`, message: "Not allowed: this association type is not quantified." });
      links.push({ typeId: type.id, twoWay: type.twoWay, targetId: link.productId, quantity: link.quantity ?? null, position: i });
    });
  }
  return { links, errors };
}
