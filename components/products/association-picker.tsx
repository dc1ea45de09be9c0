"use client";
import { useId, useState } from "react";
import type { SearchItem } from "@/lib/portal-client/api-types";
import { quantityOf, type Link } from "@/lib/portal-client/associations";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { useDebounced } from "@/lib/portal-client/use-debounced";
import { Field } from "@/components/ui/field";

type Props = { typeLabel: string; isQuantified: boolean; exclude: readonly string[]; isSaving: boolean; onAdd: (link: Link) => void };

// Find a product by sku or name (the search API), choose it, give a
// quantity where the type counts them, and add it.
export function AssociationPicker({ typeLabel, isQuantified, exclude, isSaving, onAdd }: Props) {
  const id = useId();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<SearchItem | null>(null);
  const [quantity, setQuantity] = useState("1");
  const settled = useDebounced(q.trim());
  const search = useProductSearch({ q: settled, limit: 8 }, false, settled !== "");
  const results = settled ? itemsOf(search.data).filter((p) => !exclude.includes(p.id)) : [];
  const amount = quantityOf(quantity);

  function add(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen || (isQuantified && amount === null)) return;
    onAdd(isQuantified ? { productId: chosen.id, quantity: amount! } : { productId: chosen.id });
    setChosen(null);
    setQ("");
    setQuantity("1");
  }

  return (
    <form className="association-picker" onSubmit={add} aria-label={`Add a product as ${typeLabel}`}>
      {chosen ? (
        <p>
          Chosen: <span className="mono">{chosen.sku}</span> {chosen.name}{" "}
          <button type="button" className="link" onClick={() => setChosen(null)}>
            Choose another
          </button>
        </p>
      ) : (
        <>
          <Field label={`Find a product to add as ${typeLabel}`} hint="Type a SKU or part of a name.">
            <input type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
          </Field>
          {settled && search.isSuccess && results.length === 0 ? <p className="small muted">No other product matches.</p> : null}
          {results.length ? (
            <ul className="plain-list association-results" aria-label={`Products matching ${settled}`} id={`${id}-results`}>
              {results.map((p) => (
                <li key={p.id}>
                  <button type="button" className="link" onClick={() => setChosen(p)}>
                    Choose <span className="mono">{p.sku}</span> {p.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {chosen ? (
        <div className="button-row">
          {isQuantified ? (
            <Field label="Quantity" error={amount === null ? "A whole number from 1." : undefined}>
              <input type="number" inputMode="numeric" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} className="quantity-input" />
            </Field>
          ) : null}
          <button type="submit" disabled={isSaving || (isQuantified && amount === null)}>
            Add {chosen.sku}
          </button>
        </div>
      ) : null}
    </form>
  );
}
