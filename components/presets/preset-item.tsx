"use client";
import { useState } from "react";
import { describeError } from "@/lib/portal-client/api-error";
import { reprocessAll, useUpdatePreset } from "@/lib/portal-client/hooks/use-presets";
import { describeOps, formOfOps, opsOf } from "@/lib/portal-client/preset-ops";
import type { PresetDocument } from "@/lib/portal-client/api-types";
import { FormError } from "@/components/ui/states";
import { OpsFields } from "./ops-fields";
import { AutoField } from "./auto-field";

// Editing the operations makes existing renditions stale; a few are redone
// at once and "Re-render stale" queues the rest page by page.
export function PresetItem({ preset, canWrite }: { preset: PresetDocument; canWrite: boolean }) {
  const update = useUpdatePreset();
  const [editing, setEditing] = useState(false);
  const [ops, setOps] = useState(() => formOfOps(preset.ops));
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reprocess() {
    setBusy(true);
    try {
      const total = await reprocessAll(preset.id, (n) => setMessage(`${n} renditions queued…`));
      setMessage(total === 0 ? "Nothing stale: every rendition is current." : `${total} renditions queued for re-rendering.`);
    } catch (err) {
      setMessage(describeError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="panel">
      <div className="page-head">
        <h3>{preset.name}</h3>
        {canWrite ? (
          <div className="button-row">
            <button type="button" className="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing}>
              {editing ? "Close" : "Edit operations"}
            </button>
            <button type="button" className="secondary" onClick={reprocess} disabled={busy}>
              Re-render stale
            </button>
          </div>
        ) : null}
      </div>
      <p className="small">
        {describeOps(preset.ops)}
        {preset.auto ? <> <span className="badge">automatic</span></> : null}
      </p>
      {canWrite ? (
        <AutoField
          id={`${preset.id}-auto`}
          checked={preset.auto}
          disabled={update.isPending}
          onChange={(auto) => update.mutate({ id: preset.id, body: { auto } }, { onSuccess: () => setMessage(auto ? "New images get this rendition automatically." : "New images no longer get this rendition automatically.") })}
        />
      ) : null}
      {editing ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { id: preset.id, body: { ops: opsOf(ops) } },
              { onSuccess: (r) => (setEditing(false), setMessage(`Saved. ${r.enqueued} renditions re-rendered${r.hasMore ? "; more are stale: use Re-render stale" : ""}.`)) },
            );
          }}
        >
          <OpsFields value={ops} onChange={setOps} idPrefix={preset.id} />
          <FormError error={update.error} />
          <button type="submit" disabled={update.isPending}>
            Save operations
          </button>
        </form>
      ) : null}
      {message ? (
        <p role="status" className="small">
          {message}
        </p>
      ) : null}
    </li>
  );
}
