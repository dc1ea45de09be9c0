// The variant picker of a model's public page: per axis, its values, each a
// link to a variant. Pure and browser-safe.

// A variant with its axis values as the reader sees them (labels).
export type PickerVariant = { id: string; values: Record<string, string | null> };
export type PickerOption = { label: string; variantId: string; selected: boolean };
export type PickerAxis = { code: string; label: string; options: PickerOption[] };

// Values in the order the variants first show them. A value links to the
// variant that keeps the other axes as the current variant has them, else
// to the first variant with that value, so every value is one click away
// even where the combinations are sparse. With no current variant (the
// model's own page) nothing is selected.
export function variantPicker(axes: readonly { code: string; label: string }[], variants: readonly PickerVariant[], currentId: string | null): PickerAxis[] {
  const current = variants.find((v) => v.id === currentId) ?? null;
  return axes.flatMap(({ code, label }) => {
    const values = [...new Set(variants.map((v) => v.values[code]).filter((v): v is string => v !== null && v !== undefined))];
    if (values.length === 0) return [];
    const options = values.map((value) => {
      const exact = current
        ? variants.find((v) => v.values[code] === value && axes.every((a) => a.code === code || v.values[a.code] === current.values[a.code]))
        : undefined;
      const target = exact ?? variants.find((v) => v.values[code] === value)!;
      return { label: value, variantId: target.id, selected: current?.values[code] === value };
    });
    return [{ code, label, options }];
  });
}
