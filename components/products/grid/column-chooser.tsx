"use client";
import { useState } from "react";
import type { AttributeDocument, ChannelDocument } from "@/lib/portal-client/api-types";
import { attributeColumn, DEFAULT_COLUMNS, FIELD_COLUMNS, FIXED_COLUMN, readinessColumn, toggleColumn, type ColumnId } from "@/lib/portal-client/grid-columns";
import { attributeLabel, matchesAttribute } from "@/lib/portal-client/attribute-search";

type Props = { columns: ColumnId[]; attributes: readonly AttributeDocument[]; channels: readonly Pick<ChannelDocument, "id" | "name">[]; locale: string; onChange: (columns: ColumnId[]) => void };

const SHOWN_MATCHES = 12;

// Which columns the grid shows: the product's own fields, any attribute of
// the dictionary, found by its code or label, and whether each product is
// ready for a channel (the grid's own: a saved view leaves those out).
export function ColumnChooser({ columns, attributes, channels, locale, onChange }: Props) {
  const [text, setText] = useState("");
  const chosen = attributes.filter((a) => columns.includes(attributeColumn(a.code)));
  const matches = attributes.filter((a) => !columns.includes(attributeColumn(a.code)) && matchesAttribute(a, text, locale)).slice(0, SHOWN_MATCHES);
  const toggle = (id: ColumnId) => onChange(toggleColumn(columns, id));
  return (
    <details className="menu">
      <summary className="button secondary">Columns</summary>
      <div className="menu-panel">
        <fieldset>
          <legend>Show columns</legend>
          {FIELD_COLUMNS.map((column) => (
            <label key={column.id} className="check">
              <input type="checkbox" checked={columns.includes(column.id)} disabled={column.id === FIXED_COLUMN} onChange={() => toggle(column.id)} />
              {column.label}
            </label>
          ))}
          {chosen.map((a) => (
            <label key={a.code} className="check">
              <input type="checkbox" checked onChange={() => toggle(attributeColumn(a.code))} />
              {attributeLabel(a, locale)}
            </label>
          ))}
        </fieldset>
        {channels.length > 0 ? (
          <fieldset>
            <legend>Channel readiness</legend>
            {channels.map((c) => (
              <label key={c.id} className="check">
                <input type="checkbox" checked={columns.includes(readinessColumn(c.id))} onChange={() => toggle(readinessColumn(c.id))} />
                Ready for {c.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        {attributes.length > 0 ? (
          <fieldset>
            <legend>Add attribute columns</legend>
            <label htmlFor="column-search" className="visually-hidden">
              Find an attribute by code or label
            </label>
            <input id="column-search" type="search" placeholder="Find an attribute by code or label" value={text} onChange={(e) => setText(e.target.value)} />
            {matches.map((a) => (
              <label key={a.code} className="check">
                <input type="checkbox" checked={false} onChange={() => toggle(attributeColumn(a.code))} />
                {attributeLabel(a, locale)} <span className="muted small mono">{a.code}</span>
              </label>
            ))}
            {matches.length === 0 ? <p className="small muted">No other attribute matches.</p> : null}
          </fieldset>
        ) : null}
        <p>
          <button type="button" className="link" onClick={() => onChange(DEFAULT_COLUMNS)}>
            Default columns
          </button>
        </p>
      </div>
    </details>
  );
}
