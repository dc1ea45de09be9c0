"use client";
import { useQuery } from "@tanstack/react-query";
import type { Facet } from "@/lib/portal-client/api-types";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import { searchParamsOf, type GridState } from "@/lib/portal-client/grid-state";
import { keys } from "@/lib/portal-client/keys";

type Props = { state: GridState; onChange: (change: (current: GridState) => GridState) => void; channelName: (id: string) => string };

// The channel readiness filters (?readyFor=, ?notReadyFor=, set by the
// channel page's readiness board) as chips, each removed with its button.
export function ReadinessChips({ state, onChange, channelName }: Props) {
  const chips = [
    state.notReadyFor ? { key: "notReadyFor" as const, text: `Not ready for ${channelName(state.notReadyFor)}` } : null,
    state.readyFor ? { key: "readyFor" as const, text: `Ready for ${channelName(state.readyFor)}` } : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul className="chips filter-chips" aria-label="Channel filters">
      {chips.map((chip) => (
        <li key={chip.key} className="chip">
          {chip.text}
          <button type="button" aria-label={`Remove the filter ${chip.text}`} onClick={() => onChange((s) => ({ ...s, [chip.key]: null }))}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

type FacetProps = { state: GridState; onChange: Props["onChange"]; channels: readonly { id: string; name: string }[]; facets: readonly Facet[] };

// With a readiness filter set, the counts are those of the matches without
// it (one limit=1 search), so the values not ticked keep theirs.
function useReadinessCounts(state: GridState, facets: readonly Facet[]) {
  const filtered = state.readyFor !== null || state.notReadyFor !== null;
  const query = { ...searchParamsOf({ ...state, readyFor: null, notReadyFor: null }), facetBy: "channelReadiness", limit: 1 };
  const own = useQuery({
    queryKey: keys.products.search({ ...query, facets: "own" }),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/search/products", { params: { query }, signal })),
    enabled: filtered,
  });
  const source = filtered ? own.data?.facets : facets;
  return source?.find((f) => f.field === "channelReadiness")?.counts;
}

// Per channel that has evaluated the matches, how many it would send and
// how many it skips (facetBy=channelReadiness); ticking one filters by it.
// Ready and not ready for one channel exclude each other.
export function ReadinessFacets({ state, onChange, channels, facets }: FacetProps) {
  const counts = useReadinessCounts(state, facets);
  if (!counts) return null;
  const countOf = (id: string, value: "ready" | "notReady") => counts.find((c) => c.value === `${id}:${value}`)?.count;
  const shown = channels.filter((c) => state.readyFor === c.id || state.notReadyFor === c.id || countOf(c.id, "ready") !== undefined || countOf(c.id, "notReady") !== undefined);
  const toggle = (id: string, key: "readyFor" | "notReadyFor") =>
    onChange((s) => {
      const other = key === "readyFor" ? "notReadyFor" : "readyFor";
      return { ...s, [key]: s[key] === id ? null : id, [other]: s[other] === id ? null : s[other] };
    });
  return (
    <>
      {shown.map((c) => (
        <fieldset className="facet" key={c.id}>
          <legend>Channel: {c.name}</legend>
          <ul>
            {(["readyFor", "notReadyFor"] as const).map((key) => (
              <li key={key}>
                <label>
                  <input type="checkbox" checked={state[key] === c.id} onChange={() => toggle(c.id, key)} />
                  {key === "readyFor" ? "Ready" : "Not ready"}
                </label>
                <span className="small muted">{countOf(c.id, key === "readyFor" ? "ready" : "notReady") ?? ""}</span>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
