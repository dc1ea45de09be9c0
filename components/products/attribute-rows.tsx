"use client";
import type { AttributeRow } from "@/lib/portal-client/product-form";

// Free-form attributes as code/value rows; the category's required codes are offered first.
export function AttributeRows({ rows, required, onChange }: { rows: AttributeRow[]; required: readonly string[]; onChange: (rows: AttributeRow[]) => void }) {
  const missingRequired = required.filter((code) => !rows.some((r) => r.code === code));
  const update = (i: number, patch: Partial<AttributeRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset>
      <legend>Attributes</legend>
      {rows.length === 0 ? <p className="small muted">No attributes yet.</p> : null}
      {rows.map((row, i) => (
        <div className="form-grid" key={i}>
          <div className="field">
            <label htmlFor={`attr-code-${i}`}>Code{required.includes(row.code) ? " (required)" : ""}</label>
            <input id={`attr-code-${i}`} value={row.code} onChange={(e) => update(i, { code: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`attr-value-${i}`}>Value of {row.code || "attribute"}</label>
            <div className="button-row" style={{ flexWrap: "nowrap" }}>
              <input id={`attr-value-${i}`} value={row.value} onChange={(e) => update(i, { value: e.target.value })} />
              <button type="button" className="danger" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Remove attribute ${row.code || i + 1}`}>
                Remove
              </button>
            </div>
          </div>
        </div>
      ))}
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => onChange([...rows, { code: "", value: "" }])}>
          Add attribute
        </button>
        {missingRequired.map((code) => (
          <button key={code} type="button" className="secondary" onClick={() => onChange([...rows, { code, value: "" }])}>
            Add required {code}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
