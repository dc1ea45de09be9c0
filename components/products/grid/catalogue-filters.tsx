"use client";
import { categoryTree } from "@/lib/portal-client/category-tree";
import { toggleFilter, type GridState } from "@/lib/portal-client/grid-state";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";

type Props = { state: GridState; onChange: (change: (current: GridState) => GridState) => void; locale: string };

// The family (any of those ticked) and the category, picked in its tree.
export function CatalogueFilters({ state, onChange, locale }: Props) {
  const families = useFamilies();
  const categories = useCategories();
  const tree = categoryTree(categories.data ?? []);
  return (
    <>
      {families.data && families.data.length > 0 ? (
        <fieldset className="facet">
          <legend>Family</legend>
          <ul>
            {families.data.map((f) => (
              <li key={f.code}>
                <label>
                  <input type="checkbox" checked={state.filters.familyCode.includes(f.code)} onChange={() => onChange((s) => toggleFilter(s, "familyCode", f.code))} />
                  {f.labels[locale] ?? f.code}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {tree.length > 0 ? (
        <div className="field facet">
          <label htmlFor="grid-category">Category</label>
          <select id="grid-category" value={state.categoryId ?? ""} onChange={(e) => onChange((s) => ({ ...s, categoryId: e.target.value || null }))}>
            <option value="">Any category</option>
            {tree.map((c) => (
              <option key={c.id} value={c.id}>
                {"\u00a0\u00a0".repeat(c.depth)}
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
