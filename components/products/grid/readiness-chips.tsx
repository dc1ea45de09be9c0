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
