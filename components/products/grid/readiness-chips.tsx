"use client";
import type { GridState } from "@/lib/portal-client/grid-state";

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

type FacetProps = { state: GridState; onChange: Props["onChange"]; channels: readonly { id: string; name: string }[]; counts: readonly { value: string; count: number }[] | undefined };

// Per channel that has evaluated the matches, how many it would send and
// how many it skips (facetBy=channelReadiness); ticking one filters by it.
// Ready and not ready for one channel exclude each other.
export function ReadinessFacets({ state, onChange, channels, counts }: FacetProps) {
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
