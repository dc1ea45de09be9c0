"use client";
import { useId, useRef, useState } from "react";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { ApiError, messageOf } from "@/lib/portal-client/api-error";
import { useUpdateProduct } from "@/lib/portal-client/hooks/use-products";
import { inlinePatchOf, inputTextOf, type InlineKind } from "@/lib/portal-client/inline-edit";

type Props = {
  productId: string;
  sku: string;
  // What the column is called, for the control's name.
  label: string;
  column: { field: "name" } | { code: string; kind: InlineKind; attribute: AttributeDocument };
  value: unknown;
  // The value in words, as the cell shows it when not edited.
  display: string;
  locale: string;
};

// A cell edited in place: a click or Enter opens its input, Enter saves
// (PATCH /products/{id}), Escape puts the value back. A refused save keeps
// what was typed and shows the API's reason under it.
export function InlineCell({ productId, sku, label, column, value, display, locale }: Props) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateProduct(productId);
  const opener = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const name = `${label} of ${sku}`;

  function open() {
    setText(inputTextOf(value));
    setError(null);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function commit() {
    if (text === inputTextOf(value)) return close();
    const patch = inlinePatchOf(column, text);
    if (!patch.ok) return setError(patch.message);
    try {
      await save.mutateAsync(patch.body);
      close();
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldError(patch.path) ?? err.message) : messageOf(err));
    }
  }

  if (!editing) {
    return (
      <button type="button" ref={opener} className="cell-edit" onClick={open} aria-label={`${name}: ${display}. Edit`}>
        {display}
      </button>
    );
  }

  const controlProps = {
    "aria-label": name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    autoFocus: true,
    disabled: save.isPending,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === "Enter") {
        e.preventDefault();
        void commit();
      } else if (e.key === "Escape") {
        e.preventDefault();
        close();
      }
    },
  };
  const kind = "field" in column ? "text" : column.kind;
  return (
    <div className="cell-editor">
      {kind === "select" && "attribute" in column ? (
        <select {...controlProps} value={text} onChange={(e) => setText(e.target.value)}>
          <option value="">Not set</option>
          {column.attribute.options.map((o) => (
            <option key={o.code} value={o.code}>
              {o.labels[locale] ?? o.code}
            </option>
          ))}
        </select>
      ) : kind === "boolean" ? (
        <select {...controlProps} value={text} onChange={(e) => setText(e.target.value)}>
          <option value="">Not set</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      ) : (
        <input {...controlProps} inputMode={kind === "number" ? "decimal" : undefined} value={text} onChange={(e) => setText(e.target.value)} />
      )}
      {error ? (
        <div id={errorId} className="field-error" role="alert">
          {error}
        </div>
      ) : (
        <div className="small muted">Enter saves, Escape cancels</div>
      )}
    </div>
  );
}
