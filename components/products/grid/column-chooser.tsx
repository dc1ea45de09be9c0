"use client";
import { useState } from "react";
import { COLUMNS, FIXED_COLUMN } from "@/lib/portal-client/grid-columns";
import type { useColumnViews } from "./use-column-views";

// Which columns the grid shows, and named views of that choice.
export function ColumnChooser({ views }: { views: ReturnType<typeof useColumnViews> }) {
  const [name, setName] = useState("");
  return (
    <details className="menu">
      <summary className="button secondary">Columns</summary>
      <div className="menu-panel">
        <fieldset>
          <legend>Show columns</legend>
          {COLUMNS.map((column) => (
            <label key={column.id} className="check">
              <input
                type="checkbox"
                checked={views.columns.includes(column.id)}
                disabled={column.id === FIXED_COLUMN}
                onChange={() => views.toggle(column.id)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
        <p>
          <button type="button" className="link" onClick={views.reset}>
            Default columns
          </button>
        </p>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) return;
            views.save(name);
            setName("");
          }}
        >
          <label htmlFor="view-name">Save these columns as a view</label>
          <div className="button-row">
            <input id="view-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder="e.g. Buying" />
            <button type="submit" className="secondary" disabled={!name.trim()}>
              Save view
            </button>
          </div>
        </form>
        {views.views.length > 0 ? (
          <ul className="view-list" aria-label="Saved views">
            {views.views.map((view) => (
              <li key={view.name}>
                <button type="button" className="link" onClick={() => views.apply(view)}>
                  {view.name}
                </button>
                <button type="button" className="link danger" aria-label={`Delete view ${view.name}`} onClick={() => views.remove(view.name)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
