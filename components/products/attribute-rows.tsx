"use client";
import type { AttributeRow } from "@/lib/portal-client/product-form";
import { Inheritable, INHERITED_HINT, useInheritedPaths } from "./inherited";
import { FieldNotes } from "@/components/ui/field";

type Props = {
  rows: AttributeRow[];
  // Required codes that no typed input covers: offered as rows.
  required: readonly string[];
  errors: Record<string, string>;
  onChange: (rows: AttributeRow[], path: string) => void;
};

// Free-form attributes as code/value rows: values outside the product's
// family, and values that do not fit their attribute's type, stay readable
// and editable here. Values that are not text are shown as JSON.
export function AttributeRows({ rows, required, errors, onChange }: Props) {
  const inherited = useInheritedPaths();
  const missingRequired = required.filter((code) => !rows.some((r) => r.code === code));
  const update = (i: number, patch: Partial<AttributeRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)), `attributes.${rows[i]!.code.trim()}`);
  return (
    <fieldset>
      <legend>Other attributes</legend>
      {rows.length === 0 ? <p className="small muted">No free-form attributes.</p> : null}
      {rows.map((row, i) => {
        const path = `attributes.${row.code.trim()}`;
        const error = row.code.trim() ? errors[path] : undefined;
        const hint = inherited.has(path) ? INHERITED_HINT : undefined;
        return (
          <Inheritable key={i} path={path} label={row.code || "attribute"}>
            <div className="form-grid">
              <div className="field">
                <label htmlFor={`attr-code-${i}`}>Code{required.includes(row.code) ? " (required)" : ""}</label>
                <input id={`attr-code-${i}`} value={row.code} onChange={(e) => update(i, { code: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`attr-value-${i}`}>Value of {row.code || "attribute"}</label>
                <div className="button-row" style={{ flexWrap: "nowrap" }}>
                  <input
                    id={`attr-value-${i}`}
                    data-field={row.code.trim() ? path : undefined}
                    value={row.value}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[hint ? `attr-${i}-hint` : "", error ? `attr-${i}-error` : ""].filter(Boolean).join(" ") || undefined}
                    onChange={(e) => update(i, { value: e.target.value })}
                  />
                  <button type="button" className="danger" onClick={() => onChange(rows.filter((_, j) => j !== i), path)} aria-label={`Remove attribute ${row.code || i + 1}`}>
                    Remove
                  </button>
                </div>
                <FieldNotes id={`attr-${i}`} hint={hint} error={error} />
              </div>
            </div>
          </Inheritable>
        );
      })}
      <div className="button-row">
        <button type="button" className="secondary" onClick={() => onChange([...rows, { code: "", value: "" }], "")}>
          Add attribute
        </button>
        {missingRequired.map((code) => (
          <button key={code} type="button" className="secondary" data-field={`attributes.${code}`} onClick={() => onChange([...rows, { code, value: "" }], `attributes.${code}`)}>
            Add required {code}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
