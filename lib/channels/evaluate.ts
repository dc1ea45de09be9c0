import { applyOp } from "./apply-op";
import { axesLine } from "./axes-source";
import { isEmpty, resolveSource, type SourceProduct } from "./resolve-source";
import type { AttributeMap } from "./schemas";
import { priceText, type OptionLabels } from "./typed-ops";
import type { ChannelTemplate } from "./templates/template";
import { checkRecord } from "./templates/check-record";

import type { Evaluation } from "./documents";

export type EvaluatedProduct = { record: Record<string, unknown> | null; evaluation: Evaluation; lastError: string | null };

// The attribute map alone drives the record (docs/api.md). A product
// whose transform fails or that misses a required target is skipped: record
// null and the reason in lastError, never delivered with the field dropped.
// The select and multiselect attributes' option labels, by attribute code,
// for the label op (lib/channels/attribute-options.ts loads them).
export type AttributeOptions = ReadonlyMap<string, OptionLabels>;

// A templated channel's records are checked against the template as well
// (templates/check-record.ts): its required targets are required whatever
// the map says, a price op on a price target writes "15.00 EUR", and a
// variant's group target defaults to its model's sku.
export function evaluateProduct(
  product: SourceProduct,
  map: AttributeMap,
  locale: string,
  defaultLocale: string,
  options: AttributeOptions = new Map(),
  template: ChannelTemplate | null = null,
): EvaluatedProduct {
  const evaluation: Evaluation = { missingRequired: [], transformErrors: [], warnings: [], localeFallbacks: [] };
  const fields: Record<string, unknown> = {};
  const targetTypes = template ? templateTypes(template) : null;
  for (const [target, rule] of Object.entries(map)) {
    let source: unknown;
    if (rule.from === "axes" && rule.op !== "constant") {
      source = axesLine(product.axisValues, options, locale, defaultLocale);
    } else if (rule.from && rule.op !== "constant") {
      const resolved = resolveSource(product, rule.from, locale, defaultLocale);
      source = resolved.value;
      if (resolved.fellBack && !evaluation.localeFallbacks.includes(rule.from)) evaluation.localeFallbacks.push(rule.from);
    }
    const labels = rule.op === "label" ? { locale, defaultLocale, options: options.get(rule.from!.slice("attributes.".length)) } : undefined;
    const result = rule.op === "price" && targetTypes?.get(target) === "price" ? priceText(source, rule.currency!) : applyOp(rule, source, labels);
    if (!result.ok) {
      evaluation.transformErrors.push({ target, rule: rule.op, message: result.error });
      continue;
    }
    if (result.warning) evaluation.warnings.push({ target, message: result.warning });
    if (isEmpty(result.value)) {
      if (rule.required) evaluation.missingRequired.push(target);
      continue;
    }
    fields[target] = result.value;
  }
  if (template) applyTemplate(template, product, fields, evaluation);
  const skipped = evaluation.missingRequired.length > 0 || evaluation.transformErrors.length > 0;
  return { record: skipped ? null : fields, evaluation, lastError: skipped ? skipReason(evaluation) : null };
}

export function skipReason(e: Evaluation): string {
  const parts: string[] = [];
  if (e.missingRequired.length) parts.push(`missing required: ${e.missingRequired.join(", ")}`);
  if (e.transformErrors.length) parts.push(`transform failed: ${e.transformErrors.map((t) => `${t.target} (${t.message})`).join(", ")}`);
  return parts.join("; ");
}

const typesOf = new WeakMap<ChannelTemplate, ReadonlyMap<string, string>>();
function templateTypes(template: ChannelTemplate): ReadonlyMap<string, string> {
  let types = typesOf.get(template);
  if (!types) typesOf.set(template, (types = new Map(template.targets.map((t) => [t.name, t.type]))));
  return types;
}

function applyTemplate(template: ChannelTemplate, product: SourceProduct, fields: Record<string, unknown>, evaluation: Evaluation): void {
  if (template.groupTarget && isEmpty(fields[template.groupTarget]) && product.parentSku) fields[template.groupTarget] = product.parentSku;
  for (const adjust of template.adjustments) adjust(fields);
  for (const [target, value] of Object.entries(fields)) if (isEmpty(value)) delete fields[target];
  const failed = new Set(evaluation.transformErrors.map((e) => e.target));
  for (const target of template.targets) {
    if (target.required && isEmpty(fields[target.name]) && !failed.has(target.name) && !evaluation.missingRequired.includes(target.name)) {
      evaluation.missingRequired.push(target.name);
    }
  }
  evaluation.transformErrors.push(...checkRecord(template, fields));
}
