import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { validationFailed, type ErrorDetail } from "../core/errors";
import type { AttributeFilter, FacetField } from "./schemas";

// Filters on typed attributes (docs/api.md, "Attributes"), checked against the
// dictionaries of the suppliers in scope: a code no supplier defines, or one
// whose type cannot be filtered or faceted that way, is a 422 naming it.
export type AttributeCondition =
  // The product's attributes contain one of these JSON documents.
  | { code: string; kind: "contains"; documents: string[] }
  // number or metric (in its family's base unit) against a bound.
  | { code: string; kind: "range"; op: "gte" | "lte"; bound: number }
  // A text value holding this text, in any case.
  | { code: string; kind: "text"; needle: string };

const EQUALITY_TYPES = ["select", "multiselect", "boolean", "text"];
const RANGE_TYPES = ["number", "metric"];
const FACET_TYPES = ["select", "multiselect", "boolean"];
const CONTAINS_TYPES = ["text", "textarea"];
// A contains filter scans the text of every candidate row: a short needle
// keeps that scan a cheap substring search.
export const MAX_CONTAINS_LENGTH = 100;

// Option codes hold no comma, so a comma-separated value names several
// options, any of which matches; a text value is matched whole.
function equalityDocuments(code: string, types: Set<string>, value: string, problems: ErrorDetail[]): string[] {
  const documents: string[] = [];
  const options = [...new Set(value.split(",").map((v) => v.trim()).filter(Boolean))];
  if (types.has("text")) documents.push(JSON.stringify({ [code]: value }));
  if (types.has("select")) documents.push(...options.map((option) => JSON.stringify({ [code]: option })));
  if (types.has("multiselect")) documents.push(...options.map((option) => JSON.stringify({ [code]: [option] })));
  if (types.has("boolean")) {
    if (value === "true" || value === "false") documents.push(JSON.stringify({ [code]: value === "true" }));
    else if (documents.length === 0) problems.push({ path: `attr.${code}`, message: "Use true or false." });
  }
  return documents;
}

export async function attributeConditions(supplierIds: readonly string[], filters: readonly AttributeFilter[], facets: readonly FacetField[]): Promise<AttributeCondition[]> {
  const facetCodes = facets.filter((f) => f.startsWith("attr.")).map((f) => f.slice("attr.".length));
  const codes = [...new Set([...filters.map((f) => f.code), ...facetCodes])];
  if (codes.length === 0) return [];
  const rows = await db.attribute.findMany({ where: { ...ownedBy.organizations(supplierIds), code: { in: codes } }, select: { code: true, type: true } });
  const typesOf = new Map<string, Set<string>>();
  for (const row of rows) typesOf.set(row.code, (typesOf.get(row.code) ?? new Set()).add(row.type));
  const allowed = (code: string, kinds: string[]) => [...(typesOf.get(code) ?? [])].some((t) => kinds.includes(t));

  const problems: ErrorDetail[] = [];
  const conditions: AttributeCondition[] = [];
  for (const filter of filters) {
    const path = `attr.${filter.code}${filter.op === "eq" ? "" : `.${filter.op}`}`;
    if (!typesOf.has(filter.code)) {
      problems.push({ path, message: `No attribute ${filter.code} is defined in this catalogue.` });
    } else if (filter.op === "eq") {
      if (!allowed(filter.code, EQUALITY_TYPES)) problems.push({ path, message: "Only select, multiselect, boolean and text attributes filter by value; use .gte or .lte for numbers." });
      else conditions.push({ code: filter.code, kind: "contains", documents: equalityDocuments(filter.code, typesOf.get(filter.code)!, filter.value, problems) });
    } else if (filter.op === "contains") {
      if (!allowed(filter.code, CONTAINS_TYPES)) problems.push({ path, message: "Only text and textarea attributes take .contains." });
      else if ([...filter.value].length > MAX_CONTAINS_LENGTH) problems.push({ path, message: `At most ${MAX_CONTAINS_LENGTH} characters.` });
      else conditions.push({ code: filter.code, kind: "text", needle: filter.value });
    } else if (!allowed(filter.code, RANGE_TYPES)) {
      problems.push({ path, message: "Only number and metric attributes take .gte and .lte." });
    } else if (!Number.isFinite(Number(filter.value))) {
      problems.push({ path, message: "Must be a number (a metric in its family's base unit)." });
    } else {
      conditions.push({ code: filter.code, kind: "range", op: filter.op, bound: Number(filter.value) });
    }
  }
  for (const code of facetCodes) {
    if (!allowed(code, FACET_TYPES)) problems.push({ path: "facetBy", message: `attr.${code} is not a select, multiselect or boolean attribute of this catalogue.` });
  }
  if (problems.length > 0) throw validationFailed(problems);
  return conditions;
}
