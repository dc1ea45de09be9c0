"use client";
import { useState } from "react";
import type { z } from "zod";
import type { bulkActionBody } from "@/lib/bulk-actions/schemas";
import { ApiError } from "@/lib/portal-client/api-error";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { attributeLabel } from "@/lib/portal-client/attribute-search";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useStartBulkAction } from "@/lib/portal-client/hooks/use-bulk-actions";
import { emptyDraft, valueOf, type Draft } from "@/lib/portal-client/typed-values";
import { FormError } from "@/components/ui/states";
import { TypedInput } from "../typed-input";
import { BulkProgress } from "./bulk-progress";

type Body = z.input<typeof bulkActionBody>;
type Action = Body["action"];

// The products an action takes: rows ticked, or every product the grid's
// filters match (counted beforehand with withTotal).
export type Selection = { kind: "ids"; ids: string[] } | { kind: "filter"; filter: Record<string, string>; total: number };
export const selectionCount = (s: Selection) => (s.kind === "ids" ? s.ids.length : s.total);

const ACTIONS: { value: Action; label: string }[] = [
  { value: "setStatus", label: "Set status" },
  { value: "setAttribute", label: "Set attribute" },
  { value: "clearAttribute", label: "Clear attribute" },
  { value: "setCategory", label: "Set category" },
  { value: "addTags", label: "Add tags" },
  { value: "removeTags", label: "Remove tags" },
  { value: "setFamily", label: "Set family" },
  { value: "delete", label: "Delete" },
];

type Choice = { action: Action; value: string; code: string; draft: Draft | null; locale: string };

const productsOf = (s: Selection) => (s.kind === "ids" ? { productIds: s.ids } : { selection: { filter: s.filter } });

// The body to send, or why it cannot be sent yet.
function bodyOf(choice: Choice, selection: Selection): { body: Body } | { problem: string } {
  const products = productsOf(selection);
  const { action, value } = choice;
  const tags = value
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  const locale = choice.locale || undefined;
  switch (action) {
    case "setStatus":
      return { body: { action, ...products, status: value as "draft" | "active" | "archived" } };
    case "setCategory":
      return { body: { action, ...products, categoryId: value || null } };
    case "setFamily":
      return { body: { action, ...products, familyCode: value || null } };
    case "addTags":
    case "removeTags":
      return tags.length ? { body: { action, ...products, tags } } : { problem: "Give at least one tag." };
    case "delete":
      return { body: { action, ...products } };
    case "clearAttribute":
      return choice.code ? { body: { action, ...products, code: choice.code, locale } } : { problem: "Choose an attribute." };
    case "setAttribute": {
      if (!choice.code || !choice.draft) return { problem: "Choose an attribute." };
      const converted = valueOf(choice.draft);
      if (!converted.ok) return { problem: converted.message };
      if (converted.value === null) return { problem: "Give a value; Clear attribute removes one." };
      return { body: { action, ...products, code: choice.code, value: converted.value as Extract<Body, { action: "setAttribute" }>["value"], locale } };
    }
  }
}

function describe(choice: Choice, attribute: AttributeDocument | undefined, locale: string, count: number): string {
  const products = `${count} product${count === 1 ? "" : "s"}`;
  const name = attribute ? attributeLabel(attribute, locale) : choice.code;
  switch (choice.action) {
    case "delete":
      return `Delete ${products}? This cannot be undone.`;
    case "setAttribute":
      return `Set ${name} on ${products}?`;
    case "clearAttribute":
      return `Clear ${name} on ${products}?`;
    default:
      return `${ACTIONS.find((a) => a.value === choice.action)!.label} on ${products}?`;
  }
}

type Props = { selection: Selection | null; attributes: readonly AttributeDocument[]; locale: string; enabledLocales: readonly string[]; onDone: () => void };

// The chosen products' bulk edit: choose the change, confirm it against the
// count, then it runs in the background (POST /products/bulk-actions) and
// its progress is read until it has settled.
export function BulkBar({ selection, attributes, locale, enabledLocales, onDone }: Props) {
  const [choice, setChoice] = useState<Choice>({ action: "setStatus", value: "active", code: "", draft: null, locale: "" });
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const start = useStartBulkAction();
  const attribute = attributes.find((a) => a.code === choice.code);
  const count = selection ? selectionCount(selection) : 0;
  const apiError = start.error instanceof ApiError ? start.error : null;
  const inPlace = apiError?.fieldError("value") ?? apiError?.fieldError("code") ?? (problem && choice.action === "setAttribute" ? problem : undefined);
  const localeError = apiError?.fieldError("locale");

  function change(next: Partial<Choice>) {
    setChoice((c) => ({ ...c, ...next }));
    setConfirming(false);
    setProblem(null);
    start.reset();
  }

  function chooseAction(action: Action) {
    change({ action, value: action === "setStatus" ? "active" : "", code: "", draft: null, locale: "" });
  }

  function chooseAttribute(code: string) {
    const a = attributes.find((x) => x.code === code);
    change({ code, draft: a ? emptyDraft(a.type) : null, locale: "" });
  }

  async function apply() {
    if (!selection) return;
    const built = bodyOf(choice, selection);
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
            <select aria-label="Bulk action" value={choice.action} onChange={(e) => chooseAction(e.target.value as Action)}>
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
                {describe(choice, attribute, locale, count)} {choice.action === "setAttribute" || choice.action === "clearAttribute" ? "Products that refuse the change are listed afterwards with their reason." : null}
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
      {runId ? <BulkProgress key={runId} id={runId} onSettled={onDone} /> : null}
    </section>
  );
}

function ValueInput({ action, value, onChange }: { action: Action; value: string; onChange: (v: string) => void }) {
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
