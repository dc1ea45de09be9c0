import type { PickerAxis } from "@/lib/portals/variant-picker";

// A model's variants by their axis values: plain links, one address per
// variant, so it works without JavaScript and every variant can be shared.
export function VariantPicker({ axes, hrefOf }: { axes: PickerAxis[]; hrefOf: (variantId: string) => string }) {
  if (axes.length === 0) return null;
  return (
    <nav className="variant-picker" aria-label="Variants">
      {axes.map((axis) => (
        <div key={axis.code} className="variant-axis" role="group" aria-labelledby={`axis-${axis.code}`}>
          <p id={`axis-${axis.code}`} className="variant-axis-label">
            {axis.label}
          </p>
          <ul>
            {axis.options.map((option) => (
              <li key={option.label}>
                <a href={hrefOf(option.variantId)} aria-current={option.selected ? "true" : undefined}>
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
