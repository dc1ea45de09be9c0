"use client";
import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { useState } from "react";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { linkedIds, quantityOf, withLink, withoutLink } from "@/lib/portal-client/associations";
import { useAssociationTypes, useProductsByIds, useReplaceAssociations } from "@/lib/portal-client/hooks/use-associations";
import { ErrorState, FormError, Loading } from "@/components/ui/states";
import { AssociationPicker } from "./association-picker";

type Props = { product: ProductDocument; locale: string; canWrite: boolean };

// The product's associations, one block per association type: the linked
// products (thumbnail, sku, name, quantity where the type counts them),
// removing one, and adding one found by sku or name. Each change is saved at
// once, apart from the form's save bar: a link is a fact about two products,
// not a field of this one.
export function AssociationsSection({ product, locale, canWrite }: Props) {
  const types = useAssociationTypes();
  const replace = useReplaceAssociations(product.id);
  const associations = product.associations;
  const targets = useProductsByIds(linkedIds(associations));
  if (types.isPending) return <Loading label="Loading association types…" />;
  if (types.isError) return <ErrorState error={types.error} retry={() => types.refetch()} />;
  return (
    <section id="section-associations" className="panel editor-section" aria-labelledby="associations-title">
      <h2 id="associations-title">Associations</h2>
      {types.data.length === 0 ? <p className="muted">No association types yet. Create them with POST /api/v1/association-types (spare part, accessory, bundle…), then link products here.</p> : null}
      <FormError error={replace.error} />
      {types.data.map((type) => {
        const label = type.labels[locale] ?? type.code;
        const links = associations[type.code] ?? [];
        return (
          <div key={type.code} className="association-type" data-testid={`association-${type.code}`}>
            <h3>
              {label} {type.quantified ? <span className="small muted">(with quantities)</span> : null}
            </h3>
            {links.length === 0 ? (
              <p className="small muted">None linked.</p>
            ) : (
              <ul className="plain-list association-list" aria-label={label}>
                {links.map((link) => {
                  const target = targets.data?.get(link.productId);
                  return (
                    <li key={link.productId} className="association-row">
                      <Thumbnail url={target?.thumbnailUrl} />
                      <span className="association-name">
                        <Link href={`/producer/products/${link.productId}`} className="mono">
                          {target?.sku ?? link.productId}
                        </Link>{" "}
                        {target?.name ?? ""}
                      </span>
                      {link.quantity === undefined ? null : canWrite ? (
                        <QuantityInput
                          key={link.quantity}
                          label={`Quantity of ${target?.sku ?? "product"}`}
                          value={link.quantity}
                          disabled={replace.isPending}
                          onCommit={(quantity) => replace.mutate(withLink(associations, type.code, { productId: link.productId, quantity }))}
                        />
                      ) : (
                        <span className="badge">{`× ${link.quantity}`}</span>
                      )}
                      {canWrite ? (
                        <button type="button" className="link" onClick={() => replace.mutate(withoutLink(associations, type.code, link.productId))} disabled={replace.isPending} aria-label={`Remove ${target?.sku ?? "product"} from ${label}`}>
                          Remove
                        </button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
            {canWrite ? (
              <AssociationPicker
                typeLabel={label}
                isQuantified={type.quantified}
                exclude={[product.id, ...links.map((l) => l.productId)]}
                isSaving={replace.isPending}
                onAdd={(link) => replace.mutate(withLink(associations, type.code, link))}
              />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

// A link's quantity, changed in place: saved when the input is left or on
// Enter; text that is not a whole number from 1 goes back to the saved figure.
function QuantityInput({ label, value, disabled, onCommit }: { label: string; value: number; disabled: boolean; onCommit: (quantity: number) => void }) {
  const [text, setText] = useState(String(value));
  function commit() {
    const amount = quantityOf(text);
    if (amount === null) setText(String(value));
    else if (amount !== value) onCommit(amount);
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      className="quantity-input"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        commit();
      }}
    />
  );
}
