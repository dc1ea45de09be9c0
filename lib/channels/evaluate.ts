import { applyOp } from "./apply-op";
import { axesLine } from "./axes-source";
import { isEmpty, resolveSource, type SourceProduct } from "./resolve-source";
import type { AttributeMap } from "./schemas";
import type { OptionLabels } from "./typed-ops";

import type { Evaluation } from "./documents";

export type EvaluatedProduct = { record: Record<string, unknown> | null; evaluation: Evaluation; lastError: string | null };

// The attribute map alone drives the record (docs/api.md). A product
// whose transform fails or that misses a required target is skipped: record
// null and the reason in lastError, never delivered with the field dropped.
// The select and multiselect attributes' option labels, by attribute code,
// for the label op (lib/channels/attribute-options.ts loads them).
export type AttributeOptions = ReadonlyMap<string, OptionLabels>;

export function evaluateProduct(product: SourceProduct, map: AttributeMap, locale: string, defaultLocale: string, options: AttributeOptions = new Map()): EvaluatedProduct {
  const evaluation: Evaluation = { missingRequired: [], transformErrors: [], warnings: [], localeFallbacks: [] };
  const fields: Record<string, unknown> = {};
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
    const result = applyOp(rule, source, labels);
    if (!result.ok) {
      evaluation.transformErrors.push({ target, message: result.error });
      continue;
    }
    if (result.warning) evaluation.warnings.push({ target, message: result.warning });
    if (isEmpty(result.value)) {
      if (rule.required) evaluation.missingRequired.push(target);
      continue;
    }
    fields[target] = result.value;
  }
  const skipped = evaluation.missingRequired.length > 0 || evaluation.transformErrors.length > 0;
  return { record: skipped ? null : fields, evaluation, lastError: skipped ? skipReason(evaluation) : null };
}

export function skipReason(e: Evaluation): string {
  const parts: string[] = [];
  if (e.missingRequired.length) parts.push(`missing required: ${e.missingRequired.join(", ")}`);
  if (e.transformErrors.length) parts.push(`transform failed: ${e.transformErrors.map((t) => `${t.target} (${t.message})`).join(", ")}`);
  return parts.join("; ");
}
