import { ALL_UNITS } from "@/lib/catalog/attributes/units";

// The unit a convert op delivers, one of the units the service knows.
export function UnitSelect({ id, value, onChange }: { id: string; value: string; onChange: (unit: string) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Choose a unit</option>
      {ALL_UNITS.map((unit) => (
        <option key={unit} value={unit}>
          {unit}
        </option>
      ))}
    </select>
  );
}
