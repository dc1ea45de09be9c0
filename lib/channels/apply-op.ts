import type { TargetRule } from "./schemas";
import { isEmpty } from "./resolve-source";
import type { OpResult } from "./op-result";
import { convertMetric, optionLabel, priceIn, type LabelContext } from "./typed-ops";


const DEFAULT_SEPARATOR = ", ";

function mapStrings(value: unknown, f: (s: string) => string): OpResult {
  if (typeof value === "string") return { ok: true, value: f(value) };
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return { ok: true, value: value.map(f) };
  return { ok: false, error: `expected text, got ${describe(value)}` };
}

function describe(value: unknown): string {
  return Array.isArray(value) ? "a list" : typeof value;
}

// One op of the attribute map (docs/api.md, "Channels and publications"). Pure: the same input
// always gives the same record, which keeps re-deliveries comparable.
export function applyOp(rule: TargetRule, source: unknown, labels?: LabelContext): OpResult {
  if (rule.op === "constant") return { ok: true, value: rule.value };
  if (rule.op === "default") return { ok: true, value: isEmpty(source) ? rule.value : source };
  if (isEmpty(source)) return { ok: true, value: undefined };
  switch (rule.op) {
    case "copy":
      return { ok: true, value: source };
    case "number": {
      if (typeof source === "number") return { ok: true, value: source };
      const n = typeof source === "string" && /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(source) ? Number(source) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: `not a number: ${JSON.stringify(source).slice(0, 50)}` };
    }
    case "lowercase":
      return mapStrings(source, (s) => s.toLowerCase());
    case "uppercase":
      return mapStrings(source, (s) => s.toUpperCase());
    case "truncate": {
      if (typeof source !== "string") return { ok: false, error: `expected text, got ${describe(source)}` };
      const chars = [...source];
      const max = rule.maxLength!;
      if (chars.length <= max) return { ok: true, value: source };
      return { ok: true, value: chars.slice(0, max).join(""), warning: `truncated from ${chars.length} to ${max} characters` };
    }
    case "join": {
      if (typeof source === "string") return { ok: true, value: source };
      if (Array.isArray(source)) return { ok: true, value: source.join(rule.separator ?? DEFAULT_SEPARATOR) };
      return { ok: false, error: `expected a list, got ${describe(source)}` };
    }
    case "convert":
      return convertMetric(source, rule.unit!);
    case "label":
      return optionLabel(source, labels ?? { locale: "", defaultLocale: "", options: undefined });
    case "price":
      return priceIn(source, rule.currency!);
  }
}
