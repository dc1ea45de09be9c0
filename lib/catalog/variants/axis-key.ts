import type { ErrorDetail } from "../../core/errors";
import { isUnitFamily, toBase } from "../attributes/units";

// One axis of a family: its attribute's code and, for a metric, its unit
// family (the attribute's `unit`).
export type Axis = { code: string; unit: string | null };

function canonical(axis: Axis, value: unknown): string | number | boolean | null {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (axis.unit && typeof value === "object" && value !== null) {
    const { amount, unit } = value as { amount?: unknown; unit?: unknown };
    // In the base unit, so 1 kg and 1000 g are the same combination.
    if (isUnitFamily(axis.unit) && typeof amount === "number" && typeof unit === "string") return Number(toBase(axis.unit, amount, unit).toPrecision(12));
  }
  return null;
}

// A variant's axis values as one comparable string (the unique key of
// products (parentId, axisKey)), or what is missing: a variant has a value
// for every axis of its family (docs/api.md, "Attributes"). The values' shapes are
// the dictionary's business (attributes/check-values.ts).
export function axisKeyOf(axes: readonly Axis[], attributes: Record<string, unknown>): { key: string } | { errors: ErrorDetail[] } {
  const values = axes.map((axis) => canonical(axis, attributes[axis.code]));
  const errors = axes.flatMap((axis, i) =>
    values[i] === null ? [{ path: `attributes.${axis.code}`, message: `A variant needs a value for each variant axis (${axes.map((a) => a.code).join(", ")}).` }] : [],
  );
  return errors.length > 0 ? { errors } : { key: JSON.stringify(values) };
}

// "color: Red, size: M": the `axes` source of attribute maps. `show` renders
// one value (an option's label, a metric with its unit).
export function describeAxes(axes: readonly Axis[], attributes: Record<string, unknown>, show: (code: string, value: unknown) => string): string {
  return axes
    .filter((axis) => attributes[axis.code] !== undefined && attributes[axis.code] !== null)
    .map((axis) => `${axis.code}: ${show(axis.code, attributes[axis.code])}`)
    .join(", ");
}
