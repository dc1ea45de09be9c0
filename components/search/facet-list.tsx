"use client";
import type { Facet } from "@/lib/portal-client/api-types";

const TITLES: Record<string, string> = {
  status: "Status",
  qualityScore: "Quality band",
  categoryName: "Category",
  tags: "Tags",
  supplierName: "Supplier",
};

// Facet counts as toggles: choosing a value filters by it, choosing it again clears it.
export function FacetList({ facets, selected, onToggle }: { facets: Facet[]; selected: Record<string, string[]>; onToggle: (field: string, value: string) => void }) {
  const shown = facets.filter((f) => f.counts.length > 0);
  if (shown.length === 0) return <p className="small muted">No facets for these results.</p>;
  return (
    <>
      {shown.map((facet) => (
        <div className="facet" key={facet.field} role="group" aria-labelledby={`facet-${facet.field}`}>
          <h3 id={`facet-${facet.field}`}>{TITLES[facet.field] ?? facet.field}</h3>
          <ul>
            {facet.counts.slice(0, 12).map((c) => {
              const on = selected[facet.field]?.includes(c.value) ?? false;
              return (
                <li key={c.value}>
                  <label>
                    <input type="checkbox" checked={on} onChange={() => onToggle(facet.field, c.value)} />
                    {c.value}
                  </label>
                  <span className="small muted">{c.count}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}
