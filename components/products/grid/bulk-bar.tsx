"use client";
import { useState } from "react";
import { ApiError } from "@/lib/portal-client/api-error";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { attributeLabel } from "@/lib/portal-client/attribute-search";
import { ACTIONS, bulkBodyOf, confirmationOf, selectionCount, type BulkAction, type BulkChoice, type Selection } from "@/lib/portal-client/bulk-edit";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useStartBulkAction } from "@/lib/portal-client/hooks/use-bulk-actions";
import { emptyDraft } from "@/lib/portal-client/typed-values";
import { FormError } from "@/components/ui/states";
import { useCan } from "@/components/shell/viewer-context";
import { ShareDialog } from "@/components/share-links/share-dialog";
import { LineSheetButton } from "@/components/sheets/line-sheet-button";
import { TypedInput } from "../typed-input";
import { BulkProgress } from "./bulk-progress";

type Props = { selection: Selection | null; attributes: readonly AttributeDocument[]; locale: string; enabledLocales: readonly string[]; onDone: () => void };

// The chosen products' bulk edit: choose the change, confirm it against the
// count, then it runs in the background (POST /products/bulk-actions) and
// its progress is read until it has settled.
export function BulkBar({ selection, attributes, locale, enabledLocales, onDone }: Props) {
  const [choice, setChoice] = useState<BulkChoice>({ action: "setStatus", value: "active", code: "", draft: null, locale: "" });
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartBulkAction();
  const canShare = useCan("portals:write");
  const attribute = attributes.find((a) => a.code === choice.code);
  const count = selection ? selectionCount(selection) : 0;
  const apiError = start.error instanceof ApiError ? start.error : null;
  const inPlace = apiError?.fieldError("value") ?? apiError?.fieldError("code") ?? (problem && choice.action === "setAttribute" ? problem : undefined);
  const localeError = apiError?.fieldError("locale");

  function change(next: Partial<BulkChoice>) {
    setChoice((c) => ({ ...c, ...next }));
    setConfirming(false);
    setProblem(null);
    start.reset();
  }

  function chooseAction(action: BulkAction) {
    change({ action, value: action === "setStatus" ? "active" : "", code: "", draft: null, locale: "" });
  }

  function chooseAttribute(code: string) {
    const a = attributes.find((x) => x.code === code);
    change({ code, draft: a ? emptyDraft(a.type) : null, locale: "" });
  }

  async function apply() {
    if (!selection) return;
    const built = bulkBodyOf(choice, selection);
    if ("problem" in built) return setProblem(built.problem);
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    try {
      const doc = await start.mutateAsync(built.body);
      setRunId(doc.id);
    } catch {
      // Shown in place: the value's reason at its input, anything else below.
    }
  }

  if (!selection && !runId) return null;
  return (
    <section className="bulk-bar" aria-label="Bulk actions">
      {selection ? (
        // The API checks the value against the dictionary and says why in words, at the input.
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <div className="button-row bulk-choice">
            <strong>{count} selected</strong>
            {canShare && selection ? <ShareDialog source={selection} defaultName={shareNameOf(selection)} /> : null}
            {selection ? <LineSheetButton selection={selection} /> : null}
            <select aria-label="Bulk action" value={choice.action} onChange={(e) => chooseAction(e.target.value as BulkAction)}>
              {ACTIONS.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
            {choice.action === "setAttribute" || choice.action === "clearAttribute" ? (
              <select aria-label="Attribute" value={choice.code} onChange={(e) => chooseAttribute(e.target.value)}>
                <option value="">Choose an attribute…</option>
                {attributes.map((a) => (
                  <option key={a.code} value={a.code}>
                    {attributeLabel(a, locale)}
                  </option>
                ))}
              </select>
            ) : (
              <ValueInput action={choice.action} value={choice.value} onChange={(value) => change({ value })} />
            )}
            {attribute?.localizable ? (
              <select aria-label="Locale" aria-invalid={localeError ? true : undefined} value={choice.locale} onChange={(e) => change({ locale: e.target.value })}>
                <option value="">Every locale&apos;s shared value</option>
                {enabledLocales.map((l) => (
                  <option key={l} value={l}>
                    {l} only
                  </option>
                ))}
              </select>
            ) : null}
          </div>
          {choice.action === "setAttribute" && attribute && choice.draft ? (
            <div className="bulk-value">
              <TypedInput attribute={attribute} draft={choice.draft} onChange={(draft) => change({ draft })} path="bulk-value" label={`New ${attributeLabel(attribute, locale)}`} labelLocale={locale} error={inPlace} />
            </div>
          ) : null}
          {localeError ? <p className="field-error">{localeError}</p> : null}
          {problem && choice.action !== "setAttribute" ? <p className="field-error">{problem}</p> : null}
          {confirming ? (
            <div className="notice warn bulk-confirm" role="alertdialog" aria-label="Confirm the bulk action">
              <p>
                {confirmationOf(choice, attribute ? attributeLabel(attribute, locale) : choice.code, count)} {choice.action === "setAttribute" || choice.action === "clearAttribute" ? "Products that refuse the change are listed afterwards with their reason." : null}
              </p>
              <div className="button-row">
                <button type="submit" className={choice.action === "delete" ? "danger" : undefined} disabled={start.isPending} autoFocus>
                  Confirm: {ACTIONS.find((a) => a.value === choice.action)!.label.toLowerCase()} on {count}
                </button>
                <button type="button" className="secondary" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <p>
              <button type="submit" className={choice.action === "delete" ? "danger" : undefined} disabled={start.isPending || count === 0}>
                {choice.action === "delete" ? `Delete ${count}…` : `Apply to ${count}…`}
              </button>
            </p>
          )}
        </form>
      ) : null}
      {apiError && (inPlace || localeError) ? null : <FormError error={start.error} />}
      {runId ? <BulkProgress key={runId} id={runId} onSettled={onDone} onUndone={setRunId} /> : null}
    </section>
  );
}

function ValueInput({ action, value, onChange }: { action: BulkAction; value: string; onChange: (v: string) => void }) {
  const categories = useCategories();
  const families = useFamilies();
  if (action === "delete") return null;
  if (action === "addTags" || action === "removeTags") {
    return <input aria-label="Tags, comma-separated" placeholder="sale, outdoor" value={value} onChange={(e) => onChange(e.target.value)} />;
  }
  const options =
    action === "setStatus"
      ? ["draft", "active", "archived"].map((s) => ({ value: s, label: s }))
      : action === "setCategory"
        ? [{ value: "", label: "No category" }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))]
        : [{ value: "", label: "No family" }, ...(families.data ?? []).map((f) => ({ value: f.code, label: f.code }))];
  return (
    <select aria-label={action === "setStatus" ? "New status" : action === "setCategory" ? "New category" : "New family"} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

// A new link's name until the supplier gives one.
function shareNameOf(selection: Selection): string {
  const count = selectionCount(selection);
  const day = new Date().toLocaleDateString("en-GB", { dateStyle: "medium" });
  return `${selection.kind === "ids" ? "" : "All "}${count} ${count === 1 ? "product" : "products"}, ${day}`;
}
