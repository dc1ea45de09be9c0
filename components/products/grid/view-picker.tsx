"use client";
import { useState } from "react";
import { EMPTY_STATE, stateOfView, type GridState } from "@/lib/portal-client/grid-state";
import { useCreateView, useDeleteView, useUpdateView } from "@/lib/portal-client/hooks/use-views";
import { mayChange, mayMarkDefault, viewBodyOf, type ViewDocument } from "@/lib/portal-client/views";
import { useViewer } from "@/components/shell/viewer-context";
import { DeleteButton } from "@/components/ui/delete-button";
import { FormError } from "@/components/ui/states";
import { useCan } from "@/components/shell/viewer-context";
import { ShareDialog } from "@/components/share-links/share-dialog";

type Props = { state: GridState; views: readonly ViewDocument[]; onChange: (change: (current: GridState) => GridState) => void };

const optionText = (view: ViewDocument) => `${view.name}${view.default ? " (default)" : ""}${view.shared ? "" : " (private)"}`;

// Saved views of the grid, kept on the server: any member picks one, saves
// the current filters, columns and order as a new one (private, or shared
// with the team), and changes or deletes the views they may.
export function ViewPicker({ state, views, onChange }: Props) {
  const viewer = useViewer();
  const current = views.find((v) => v.id === state.view) ?? null;
  const create = useCreateView();
  const update = useUpdateView();
  const remove = useDeleteView();
  const canShare = useCan("portals:write");
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  function open(id: string) {
    const view = views.find((v) => v.id === id);
    onChange(() => (view ? stateOfView(view) : EMPTY_STATE));
  }

  async function saveNew() {
    const view = await create.mutateAsync({ name: name.trim(), shared, ...viewBodyOf(state) });
    setName("");
    setSaved(`Saved as “${view.name}”.`);
    onChange((s) => ({ ...s, view: view.id }));
  }

  async function change(body: Parameters<typeof update.mutateAsync>[0]["body"], done: string) {
    if (!current) return;
    await update.mutateAsync({ id: current.id, body });
    setSaved(done);
  }

  return (
    <div className="view-picker">
      <div className="field">
        <label htmlFor="grid-view">Saved view</label>
        <select id="grid-view" value={current?.id ?? ""} onChange={(e) => open(e.target.value)}>
          <option value="">None: all products</option>
          {views.map((v) => (
            <option key={v.id} value={v.id}>
              {optionText(v)}
            </option>
          ))}
        </select>
      </div>
      <details className="menu">
        <summary className="button secondary">Save view</summary>
        <div className="menu-panel">
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void saveNew().catch(() => undefined);
            }}
          >
            <label htmlFor="view-name">Save the filters, columns and order as a new view</label>
            <input id="view-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="e.g. Shirts to review" />
            <label className="check">
              <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
              Share with the team
            </label>
            <button type="submit" className="secondary" disabled={!name.trim() || create.isPending}>
              Save as new view
            </button>
          </form>
          {current && mayChange(current, viewer) ? (
            <div className="button-row view-actions">
              <button type="button" className="secondary" disabled={update.isPending} onClick={() => void change(viewBodyOf(state), `“${current.name}” now keeps these filters, columns and order.`).catch(() => undefined)}>
                Update “{current.name}”
              </button>
              {mayMarkDefault(current, viewer) ? (
                <button
                  type="button"
                  className="secondary"
                  disabled={update.isPending}
                  onClick={() => void change({ default: !current.default }, current.default ? `“${current.name}” is no longer the default.` : `The grid now opens with “${current.name}” for everyone.`).catch(() => undefined)}
                >
                  {current.default ? "Stop opening with it" : "Open the grid with it for everyone"}
                </button>
              ) : null}
              <DeleteButton
                label={`Delete “${current.name}”`}
                confirm={`Delete the view “${current.name}”${current.shared ? " for everyone" : ""}?`}
                inUse=""
                onDelete={async () => {
                  await remove.mutateAsync(current.id);
                  onChange((s) => ({ ...s, view: null }));
                }}
              />
            </div>
          ) : null}
          <FormError error={create.error ?? update.error} />
          {saved ? (
            <p role="status" className="small">
              {saved}
            </p>
          ) : null}
        </div>
      </details>
      {current && canShare ? <ShareDialog source={{ kind: "filter", filter: current.query }} defaultName={current.name} label="Share view…" /> : null}
    </div>
  );
}
