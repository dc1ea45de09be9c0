// A readiness problem's rule in words (docs/syndication.md, "Retailer
// templates"): what the supplier has to fix, for the board, the editor and
// the grid. A rule the portal does not know is an op of the map that failed.
const RULES: Record<string, string> = {
  required: "missing",
  maxLength: "too long",
  allowedValues: "not one of the allowed values",
  url: "not an absolute http(s) link",
  price: "no valid price in the currency",
  gtin: "not a valid GTIN",
  identifiers: "needs a brand and a GTIN or MPN",
};

export function ruleInWords(rule: string): string {
  return RULES[rule] ?? `the ${rule} step failed`;
}

// "gtin: not a valid GTIN", the line a problem is listed by.
export const problemInWords = (problem: { target: string; rule: string }) => `${problem.target}: ${ruleInWords(problem.rule)}`;

// How many, in words: "1 product", "3 products".
export const productCount = (n: number) => `${n.toLocaleString("en-GB")} product${n === 1 ? "" : "s"}`;
