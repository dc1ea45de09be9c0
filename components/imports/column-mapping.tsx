"use client";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { IGNORE, KEEP, type Choice } from "@/lib/portal-client/column-map";

// Product fields a column may be read as; attributes follow from the dictionary.
const FIELDS = ["name", "description", "status", "category", "family", "parent", "tags", "images"];
// Metric and price columns name their unit or currency (weight-kg,
// price-EUR): such a column is renamed in the file rather than mapped here.
const PLAIN_TYPES = new Set(["text", "textarea", "number", "boolean", "date", "select", "multiselect", "url", "asset"]);

// One row per column a dry run did not know: read it as a field or a
// dictionary attribute, keep it as a new attribute of its own name, or ignore it.
export function ColumnMapping({ headers, choices, onChange }: { headers: string[]; choices: Record<string, Choice | undefined>; onChange: (header: string, choice: Choice | undefined) => void }) {
  const attributes = useAttributes();
  const codes = (attributes.data ?? []).filter((a) => PLAIN_TYPES.has(a.type)).map((a) => a.code);
  const open = headers.filter((h) => choices[h] === undefined).length;
  return (
    <section className="panel" aria-labelledby="column-mapping-title">
      <h2 id="column-mapping-title">Columns to map</h2>
      <p>
        These columns are not product fields or attributes of your dictionary. Choose for each what it holds, then check the file again.{" "}
        {open ? <strong>{open === 1 ? "1 column is" : `${open} columns are`} still to choose.</strong> : null}
      </p>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Columns to map</caption>
          <thead>
            <tr>
              <th scope="col">Column in the file</th>
              <th scope="col">Read as</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header) => {
              const choice = choices[header];
              const value = choice === undefined ? "choose" : choice === IGNORE ? "ignore" : choice === KEEP ? "keep" : `to:${choice}`;
              return (
                <tr key={header}>
                  <th scope="row" className="mono">
                    {header}
                  </th>
                  <td>
                    <select
                      aria-label={`Read column ${header} as`}
                      value={value}
                      onChange={(e) => {
                        const picked = e.target.value;
                        onChange(header, picked === "choose" ? undefined : picked === "ignore" ? IGNORE : picked === "keep" ? KEEP : picked.slice(3));
                      }}
                    >
                      <option value="choose">Choose…</option>
                      <option value="ignore">Ignore this column</option>
                      <option value="keep">A new attribute named {header}</option>
                      <optgroup label="Product fields">
                        {FIELDS.map((f) => (
                          <option key={f} value={`to:${f}`}>
                            {f}
                          </option>
                        ))}
                      </optgroup>
                      {codes.length ? (
                        <optgroup label="Attributes">
                          {codes.map((code) => (
                            <option key={code} value={`to:${code}`}>
                              {code}
                            </option>
                          ))}
                        </optgroup>
                      ) : null}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
