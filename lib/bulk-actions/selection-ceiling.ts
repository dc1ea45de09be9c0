import { SELECTION_MAX } from "./schemas";

// Why a selection is refused before anything runs: more products match than
// one action changes. The count is in the message so the grid can say it.
export function selectionCeilingError(matching: number, max: number = SELECTION_MAX): string | null {
  if (matching <= max) return null;
  return `The selection matches ${matching.toLocaleString("en")} products; a bulk action changes at most ${max.toLocaleString("en")}. Narrow the filter.`;
}
