"use client";
import { useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { usePreview } from "@/lib/portal-client/hooks/use-channels";
import { useProductSearch } from "@/lib/portal-client/hooks/use-products";
import { useDebounced } from "@/lib/portal-client/use-debounced";
import { StatusBadge } from "@/components/ui/badges";
import { FormError } from "@/components/ui/states";
import { EvaluationSummary } from "./evaluation-summary";
import { TableHead } from "../ui/table-head";

// A dry run of the map against chosen products: nothing is sent or recorded.
// A row is named by its SKU (the API gives the SKU of the supplier's drafts
// too), never by a product id.
export function PreviewPanel({ channelId }: { channelId: string }) {
  const [text, setText] = useState("");
  const q = useDebounced(text.trim());
  const products = useProductSearch({ q: q || undefined, limit: 10 });
  const [chosen, setChosen] = useState<string[]>([]);
  const preview = usePreview(channelId);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <section className="panel" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview (dry run)</h2>
      <div className="field">
        <label htmlFor="preview-search">Find products to try</label>
        <input id="preview-search" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <fieldset>
        <legend>Products</legend>
        {itemsOf(products.data).map((p) => (
          <label key={p.id} className="check">
            <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} />
            <span className="mono">{p.sku}</span> {p.name} <StatusBadge status={p.status} />
          </label>
        ))}
        {products.isPending ? <p className="small muted">Loading…</p> : null}
        {products.data && itemsOf(products.data).length === 0 ? <p className="small muted">No products found.</p> : null}
      </fieldset>
      <button type="button" onClick={() => preview.mutate(chosen)} disabled={chosen.length === 0 || preview.isPending}>
        {preview.isPending ? "Evaluating…" : `Preview ${chosen.length || ""} selected`}
      </button>
      <FormError error={preview.error} />
      {preview.data ? (
        // Nothing in the rows takes focus, so the region itself does: a
        // keyboard user can still scroll a wide record sideways.
        <div className="table-wrap" style={{ marginTop: "1rem" }} tabIndex={0} role="region" aria-label="Preview results, scrolls sideways">
          <table>
            <caption className="visually-hidden">Preview results</caption>
            <TableHead columns={["SKU", "Result", "Record", "Evaluation"]} />
            <tbody>
              {preview.data.items.map((item) => (
                <tr key={item.productId}>
                  <td className="mono">{item.sku ?? "unknown product"}</td>
                  <td>
                    <StatusBadge status={item.status} />
                    {item.last_error ? <div className="small">{item.last_error}</div> : null}
                  </td>
                  <td>
                    <pre className="mono small" style={{ margin: 0, whiteSpace: "pre-wrap" }}>
                      {item.record ? JSON.stringify(item.record, null, 2) : "—"}
                    </pre>
                  </td>
                  <td>
                    <EvaluationSummary evaluation={item.evaluation} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
