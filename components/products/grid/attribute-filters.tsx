"use client";
import { useState } from "react";
import { baseUnitOf, isUnitFamily } from "@/lib/catalog/attributes/units";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { attributeLabel } from "@/lib/portal-client/attribute-search";
import { filteredCodes, removeAttributeFilters, setAttributeFilter, type GridState } from "@/lib/portal-client/grid-state";
import { MAX_ATTRIBUTE_FILTERS } from "@/lib/search/schemas";

type Change = (change: (current: GridState) => GridState) => void;
type Props = { state: GridState; onChange: Change; attributes: readonly AttributeDocument[]; locale: string };

// The types the search filters by (docs/search.md): options and yes/no by
// value, text by a piece of it, numbers and metrics between bounds.
const FILTERABLE = ["select", "multiselect", "boolean", "text", "textarea", "number", "metric"];

// Filters on attributes of the dictionary: one is added from a list, then
// set with the input its type takes. Each lives in the URL as the search's
// own parameter (attr.colour=red,blue; attr.weight.gte=1).
export function AttributeFilters({ state, onChange, attributes, locale }: Props) {
  // Chosen but not set yet: shown with an empty input, not in the URL.
  const [added, setAdded] = useState<string[]>([]);
  const inState = filteredCodes(state);
  const codes = [...inState, ...added.filter((c) => !inState.includes(c))];
  const filterable = attributes.filter((a) => FILTERABLE.includes(a.type));
  const offered = filterable.filter((a) => !codes.includes(a.code));
  if (filterable.length === 0) return null;
  return (
    <section aria-label="Attribute filters">
      {codes.map((code) => {
        const attribute = attributes.find((a) => a.code === code);
        if (!attribute) return null;
        const remove = () => {
          setAdded((list) => list.filter((c) => c !== code));
          onChange((s) => removeAttributeFilters(s, code));
        };
        return <AttributeFilter key={code} attribute={attribute} state={state} onChange={onChange} onRemove={remove} locale={locale} />;
      })}
      {codes.length < MAX_ATTRIBUTE_FILTERS && offered.length > 0 ? (
        <div className="field">
          <label htmlFor="add-attribute-filter">Filter by attribute</label>
          <select id="add-attribute-filter" value="" onChange={(e) => e.target.value && setAdded((list) => [...list, e.target.value])}>
            <option value="">Choose an attribute…</option>
            {offered.map((a) => (
              <option key={a.code} value={a.code}>
                {attributeLabel(a, locale)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </section>
  );
}

type FilterProps = { attribute: AttributeDocument; state: GridState; onChange: Change; onRemove: () => void; locale: string };

function AttributeFilter({ attribute, state, onChange, onRemove, locale }: FilterProps) {
  const label = attributeLabel(attribute, locale);
  const key = `attr.${attribute.code}`;
  const set = (param: string, value: string) => onChange((s) => setAttributeFilter(s, param, value));
  return (
    <fieldset className="facet attribute-filter">
      <legend>{label}</legend>
      <button type="button" className="link small" onClick={onRemove} aria-label={`Remove the ${label} filter`}>
        Remove
      </button>
      {attribute.type === "select" || attribute.type === "multiselect" ? (
        <OptionsFilter attribute={attribute} value={state.attributes[key] ?? ""} onChange={(v) => set(key, v)} locale={locale} />
      ) : attribute.type === "boolean" ? (
        <select aria-label={label} value={state.attributes[key] ?? ""} onChange={(e) => set(key, e.target.value)}>
          <option value="">Any</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      ) : attribute.type === "number" || attribute.type === "metric" ? (
        <div className="range-filter">
          <CommitInput label={`${label} at least`} visibleLabel="From" type="number" value={state.attributes[`${key}.gte`] ?? ""} onCommit={(v) => set(`${key}.gte`, v)} />
          <CommitInput label={`${label} at most`} visibleLabel="To" type="number" value={state.attributes[`${key}.lte`] ?? ""} onCommit={(v) => set(`${key}.lte`, v)} />
          {attribute.type === "metric" && attribute.unit && isUnitFamily(attribute.unit) ? <span className="small muted">in {baseUnitOf(attribute.unit)}</span> : null}
        </div>
      ) : (
        <CommitInput label={`${label} contains`} visibleLabel="Contains" type="search" value={state.attributes[`${key}.contains`] ?? ""} onCommit={(v) => set(`${key}.contains`, v)} maxLength={100} />
      )}
    </fieldset>
  );
}

function OptionsFilter({ attribute, value, onChange, locale }: { attribute: AttributeDocument; value: string; onChange: (value: string) => void; locale: string }) {
  const ticked = value ? value.split(",") : [];
  const toggle = (code: string) => onChange((ticked.includes(code) ? ticked.filter((c) => c !== code) : [...ticked, code]).join(","));
  return (
    <ul>
      {attribute.options.map((o) => (
        <li key={o.code}>
          <label>
            <input type="checkbox" checked={ticked.includes(o.code)} onChange={() => toggle(o.code)} />
            {o.labels[locale] ?? o.code}
          </label>
        </li>
      ))}
    </ul>
  );
}

// Text and bounds apply when the field is left or Enter is pressed, not on
// every keystroke: a half-typed number never reaches the search.
function CommitInput({ label, visibleLabel, type, value, onCommit, maxLength }: { label: string; visibleLabel: string; type: "number" | "search"; value: string; onCommit: (value: string) => void; maxLength?: number }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed under the input (a view opened, filters cleared): show it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => text.trim() !== value && onCommit(text.trim());
  return (
    <label className="commit-input">
      <span className="small">{visibleLabel}</span>
      <input
        type={type}
        aria-label={label}
        inputMode={type === "number" ? "decimal" : undefined}
        step={type === "number" ? "any" : undefined}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}
