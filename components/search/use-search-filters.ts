"use client";
import { useState } from "react";
import type { SearchInput } from "@/lib/portal-client/hooks/use-products";
import { useDebounced } from "@/lib/portal-client/use-debounced";

// Facet field → the search parameter that filters by it. Single-valued
// filters replace, tags add up (every chosen tag must match).
const PARAM: Record<string, "status" | "qualityBand" | "categoryName" | "tags" | "supplierName"> = {
  status: "status",
  qualityScore: "qualityBand",
  categoryName: "categoryName",
  tags: "tags",
  supplierName: "supplierName",
};

export function useSearchFilters(initial: Record<string, string[]> = {}, initialText = "") {
  const [text, setText] = useState(initialText);
  const [selected, setSelected] = useState<Record<string, string[]>>(initial);
  const q = useDebounced(text.trim());

  function toggle(field: string, value: string) {
    const current = selected[field] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : field === "tags" ? [...current, value] : [value];
    setSelected({ ...selected, [field]: next });
  }

  const query: SearchInput = { q: q || undefined };
  for (const [field, values] of Object.entries(selected)) {
    const param = PARAM[field];
    if (!param || values.length === 0) continue;
    if (param === "tags") query.tags = values.join(",");
    else if (param === "qualityBand") query.qualityBand = values[0] as SearchInput["qualityBand"];
    else if (param === "status") query.status = values[0] as SearchInput["status"];
    else query[param] = values[0];
  }
  const active = Object.values(selected).some((v) => v.length > 0) || q !== "";
  return { text, setText, selected, toggle, query, active, clear: () => (setSelected({}), setText("")) };
}
