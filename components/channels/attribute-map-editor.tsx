"use client";
import { EMPTY_ROW, OP_HELP, SOURCES, type MapRow } from "@/lib/portal-client/attribute-map";
import { OPS, type Op } from "@/lib/channels/schemas";
import { UnitSelect } from "./unit-select";

// One row per target field, in the order the record (and a CSV feed's
// columns) will have; rows move up and down with buttons, not by dragging.
export function AttributeMapEditor({ rows, onChange }: { rows: MapRow[]; onChange: (rows: MapRow[]) => void }) {
  const update = (i: number, patch: Partial<MapRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row!);
    onChange(next);
  };
  return (
    <fieldset>
      <legend>Attribute map</legend>
      <datalist id="map-sources">
        {SOURCES.map((s) => (
          <option key={s} value={s} />
        ))}
        <option value="attributes." />
      </datalist>
      {rows.length === 0 ? <p className="small muted">Map at least one target field.</p> : null}
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div key={i} className="panel" role="group" aria-label={`Target ${n}${row.target ? `: ${row.target}` : ""}`}>
            <div className="form-grid">
              <div className="field">
                <label htmlFor={`t-${i}`}>Target field</label>
                <input id={`t-${i}`} value={row.target} onChange={(e) => update(i, { target: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`o-${i}`}>Operation</label>
                <select id={`o-${i}`} value={row.op} onChange={(e) => update(i, { op: e.target.value as Op })} aria-describedby={`oh-${i}`}>
                  {OPS.map((op) => (
                    <option key={op} value={op}>
                      {op}
                    </option>
                  ))}
                </select>
                <div id={`oh-${i}`} className="field-hint">
                  {OP_HELP[row.op]}
                </div>
              </div>
              {row.op !== "constant" ? (
                <div className="field">
                  <label htmlFor={`f-${i}`}>Source</label>
                  <input id={`f-${i}`} list="map-sources" value={row.from} onChange={(e) => update(i, { from: e.target.value })} aria-describedby={`fh-${i}`} />
                  <div id={`fh-${i}`} className="field-hint">
                    name, description, sku, tags, categoryName, attributes.&lt;code&gt;, images, images[N] or rendition:&lt;preset id&gt;
                  </div>
                </div>
              ) : null}
              {row.op === "constant" || row.op === "default" ? (
                <div className="field">
                  <label htmlFor={`v-${i}`}>Value</label>
                  <input id={`v-${i}`} value={row.value} onChange={(e) => update(i, { value: e.target.value })} />
                </div>
              ) : null}
              {row.op === "truncate" ? (
                <div className="field">
                  <label htmlFor={`m-${i}`}>Maximum length</label>
                  <input id={`m-${i}`} inputMode="numeric" value={row.maxLength} onChange={(e) => update(i, { maxLength: e.target.value })} />
                </div>
              ) : null}
              {row.op === "convert" ? (
                <div className="field">
                  <label htmlFor={`u-${i}`}>Unit</label>
                  <UnitSelect id={`u-${i}`} value={row.unit} onChange={(unit) => update(i, { unit })} />
                </div>
              ) : null}
              {row.op === "price" ? (
                <div className="field">
                  <label htmlFor={`c-${i}`}>Currency</label>
                  <input id={`c-${i}`} value={row.currency} placeholder="EUR" maxLength={3} onChange={(e) => update(i, { currency: e.target.value })} />
                </div>
              ) : null}
              {row.op === "join" ? (
                <div className="field">
                  <label htmlFor={`s-${i}`}>Separator</label>
                  <input id={`s-${i}`} value={row.separator} placeholder=", " onChange={(e) => update(i, { separator: e.target.value })} />
                </div>
              ) : null}
            </div>
            <div className="button-row">
              <label className="check" htmlFor={`r-${i}`}>
                <input id={`r-${i}`} type="checkbox" checked={row.required} onChange={(e) => update(i, { required: e.target.checked })} />
                Required (a product without it is skipped)
              </label>
              <button type="button" className="secondary" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move target ${n} up`}>
                Up
              </button>
              <button type="button" className="secondary" onClick={() => move(i, 1)} disabled={i === rows.length - 1} aria-label={`Move target ${n} down`}>
                Down
              </button>
              <button type="button" className="danger" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Remove target ${n}`}>
                Remove
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className="secondary" onClick={() => onChange([...rows, { ...EMPTY_ROW }])}>
        Add target
      </button>
    </fieldset>
  );
}
