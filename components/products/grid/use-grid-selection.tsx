"use client";
import { useState } from "react";
import { SELECTION_MAX } from "@/lib/bulk-actions/schemas";
import type { Selection } from "@/lib/portal-client/bulk-edit";

type Chosen = { key: string; ids: ReadonlySet<string>; all: boolean };

// The grid's chosen products: rows ticked one by one or a page at a time,
// or every product the filters match ("all N matching", sent to the bulk
// action as the filter itself, so rows not loaded are in it too). A choice
// belongs to the filters it was made under: other filters start with none.
export function useGridSelection(filter: Record<string, string>, products: readonly { id: string }[], total: number | undefined) {
  const key = JSON.stringify(filter);
  const [chosen, setChosen] = useState<Chosen>({ key, ids: new Set(), all: false });
  const mine = chosen.key === key ? chosen : { key, ids: new Set<string>(), all: false };
  const ids: ReadonlySet<string> = mine.all ? new Set(products.map((p) => p.id)) : mine.ids;

  function select(some: string[], on: boolean) {
    const next = new Set(ids);
    for (const id of some) if (on) next.add(id);
    else next.delete(id);
    setChosen({ key, ids: next, all: false });
  }

  const current: Selection | null = mine.all && total !== undefined ? { kind: "filter", filter, total } : ids.size > 0 ? { kind: "ids", ids: [...ids] } : null;
  const pageChosen = products.length > 0 && products.every((p) => ids.has(p.id));
  return {
    ids,
    current,
    select,
    all: mine.all,
    // Offered once the whole page is ticked and more products match.
    canChooseAll: !mine.all && pageChosen && total !== undefined && total > products.length,
    total,
    chooseAll: () => setChosen({ key, ids: new Set(), all: true }),
    clear: () => setChosen({ key, ids: new Set(), all: false }),
  };
}

type GridSelection = ReturnType<typeof useGridSelection>;

// Says what is chosen, and offers the step from "this page" to "every match".
export function SelectionNote({ selection }: { selection: GridSelection }) {
  const { total } = selection;
  if (selection.all && total !== undefined) {
    return (
      <p className="notice info selection-note">
        All {total.toLocaleString("en-GB")} matching products are selected.{" "}
        <button type="button" className="link" onClick={selection.clear}>
          Clear the selection
        </button>
      </p>
    );
  }
  if (!selection.canChooseAll || total === undefined) return null;
  return (
    <p className="notice info selection-note">
      The {selection.ids.size} products shown are selected.{" "}
      {total <= SELECTION_MAX ? (
        <button type="button" className="link" onClick={selection.chooseAll}>
          Select all {total.toLocaleString("en-GB")} matching
        </button>
      ) : (
        <>A bulk action takes at most {SELECTION_MAX.toLocaleString("en-GB")} matching products: narrow the filters to act on every match.</>
      )}
    </p>
  );
}
