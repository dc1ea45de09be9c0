"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useState } from "react";
import type { z } from "zod";
import type { bulkActionBody } from "@/lib/bulk-actions/schemas";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useBulkAction, useStartBulkAction } from "@/lib/portal-client/hooks/use-bulk-actions";
import { keys } from "@/lib/portal-client/keys";
import { isSettled, progressPercent } from "@/lib/portal-client/transfers";
import { FormError } from "@/components/ui/states";

type Body = z.input<typeof bulkActionBody>;
// The actions this bar offers; attribute edits are not among them yet.
type Action = Exclude<Body["action"], "setAttribute" | "clearAttribute">;

const ACTIONS: { value: Action; label: string; done: string }[] = [
  { value: "setStatus", label: "Set status", done: "updated" },
  { value: "setCategory", label: "Set category", done: "updated" },
  { value: "addTags", label: "Add tags", done: "updated" },
  { value: "removeTags", label: "Remove tags", done: "updated" },
  { value: "setFamily", label: "Set family", done: "updated" },
  { value: "delete", label: "Delete", done: "deleted" },
];

function bodyOf(action: Action, value: string, productIds: string[]): Body {
  const tags = value.split(",").map((t) => t.trim()).filter(Boolean);
  switch (action) {
    case "setStatus":
      return { action, productIds, status: value as "draft" | "active" | "archived" };
    case "setCategory":
      return { action, productIds, categoryId: value || null };
    case "setFamily":
      return { action, productIds, familyCode: value || null };
    case "addTags":
    case "removeTags":
      return { action, productIds, tags };
    case "delete":
      return { action, productIds };
  }
}

function ValueInput({ action, value, onChange }: { action: Action; value: string; onChange: (v: string) => void }) {
  const categories = useCategories();
  const families = useFamilies();
  if (action === "delete") return null;
  if (action === "addTags" || action === "removeTags") {
    return <input id="bulk-value" aria-label="Tags, comma-separated" placeholder="sale, outdoor" value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  const options =
    action === "setStatus"
      ? ["draft", "active", "archived"].map((s) => ({ value: s, label: s }))
      : action === "setCategory"
        ? [{ value: "", label: "No category" }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]
        : [{ value: "", label: "No family" }, ...(families.data ?? []).map((f) => ({ value: f.code, label: f.code }))];
  return (
    <select id="bulk-value" aria-label={action === "setStatus" ? "New status" : action === "setCategory" ? "New category" : "New family"} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function Progress({ id, onSettled }: { id: string; onSettled: () => void }) {
  const client = useQueryClient();
  const query = useBulkAction(id);
  const doc = query.data;
  const settled = doc ? isSettled(doc.status) : false;
  const finished = useEffectEvent(() => {
    void client.invalidateQueries({ queryKey: keys.products.all(), predicate: (q) => q.queryKey[2] !== "bulk-action" });
    onSettled();
  });
  useEffect(() => {
    if (settled) finished();
  }, [settled]);
  if (!doc) return <p role="status">Starting…</p>;
  const verb = ACTIONS.find((a) => a.value === doc.action)?.done ?? "updated";
  if (!settled) {
    const percent = progressPercent(doc.processed, doc.total);
    return (
      <div className="bulk-progress">
        <progress value={doc.processed} max={doc.total || 1} aria-label="Bulk action progress" aria-valuetext={`${percent}%`} />
        <p role="status">
          {doc.processed} of {doc.total} products done ({percent}%)…
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="bulk-progress">
      {doc.status === "failed" ? (
        <p>The action stopped on an internal error after {doc.processed} of {doc.total} products; run it again for the rest.</p>
      ) : (
        <p>
          Done: {doc.total - doc.failed} of {doc.total} products {verb}
          {doc.failed ? `, ${doc.failed} refused` : ""}.
        </p>
      )}
      {doc.errors.length > 0 ? (
        <ul className="small">
          {doc.errors.slice(0, 10).map((e) => (
            <li key={e.productId}>{e.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

// The chosen rows' bulk edit: it runs in the background (POST
// /products/bulk-actions) and its progress is read until it has settled.
export function BulkBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const [action, setAction] = useState<Action>("setStatus");
  const [value, setValue] = useState("active");
  const [confirming, setConfirming] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartBulkAction();
  const needsValue = action === "setStatus" || action === "addTags" || action === "removeTags";
  const ready = selected.length > 0 && (!needsValue || value.trim() !== "");

  function choose(next: Action) {
    setAction(next);
    setValue(next === "setStatus" ? "active" : "");
    setConfirming(false);
  }

  async function apply() {
    if (action === "delete" && !confirming) return setConfirming(true);
    const doc = await start.mutateAsync(bodyOf(action, value, selected));
    setConfirming(false);
    setRunId(doc.id);
  }

  if (selected.length === 0 && !runId) return null;
  return (
    <section className="bulk-bar" aria-label="Bulk actions">
      {selected.length > 0 ? (
        <form
          className="button-row"
          onSubmit={(e) => {
            e.preventDefault();
            void apply().catch(() => undefined);
          }}
        >
          <strong>{selected.length} selected</strong>
          <select aria-label="Bulk action" value={action} onChange={(e) => choose(e.target.value as Action)}>
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
          <ValueInput action={action} value={value} onChange={setValue} />
          <button type="submit" className={action === "delete" ? "danger" : undefined} disabled={!ready || start.isPending}>
            {action === "delete" ? (confirming ? `Confirm: delete ${selected.length}` : `Delete ${selected.length}`) : `Apply to ${selected.length}`}
          </button>
          {confirming ? (
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          ) : null}
        </form>
      ) : null}
      <FormError error={start.error} />
      {runId ? <Progress key={runId} id={runId} onSettled={onDone} /> : null}
    </section>
  );
}
