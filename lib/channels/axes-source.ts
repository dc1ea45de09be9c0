import { describeAxes } from "../catalog/variants/axis-key";
import { optionLabel, type OptionLabels } from "./typed-ops";

// The `axes` source (docs/api.md, "Attributes"): a variant's axis values as one
// line, "color: Red, size: M": a select option as its label in the channel's
// locale, a metric as amount and unit. Empty for a product that is not a
// variant, so `required` decides whether it waits.
export function axesLine(
  axisValues: readonly { code: string; value: unknown }[],
  options: ReadonlyMap<string, OptionLabels>,
  locale: string,
  defaultLocale: string,
): string | null {
  if (axisValues.length === 0) return null;
  const attributes = Object.fromEntries(axisValues.map((a) => [a.code, a.value]));
  const show = (code: string, value: unknown): string => {
    if (typeof value === "object" && value !== null && "amount" in value) {
      const metric = value as { amount: unknown; unit: unknown };
      return `${String(metric.amount)} ${String(metric.unit)}`;
    }
    const label = optionLabel(value, { locale, defaultLocale, options: options.get(code) });
    return label.ok ? String(label.value) : String(value);
  };
  return describeAxes(axisValues.map((a) => ({ code: a.code, unit: null })), attributes, show) || null;
}
