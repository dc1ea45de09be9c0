"use client";
import Link from "next/link";
import type { AttributeDocument, FamilyDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { useProduct, useUpdateProduct } from "@/lib/portal-client/hooks/use-products";
import { FormError } from "@/components/ui/states";
import { CreateVariants } from "./create-variants";
import { VariantGrid } from "./variant-grid";

type Props = { product: ProductDocument; families: readonly FamilyDocument[]; dictionary: readonly AttributeDocument[]; locale: string; canWrite: boolean };

// The family's variant axes, in the family's order, as the dictionary defines them.
function axesOf(product: ProductDocument, families: Props["families"], dictionary: Props["dictionary"]) {
  const family = families.find((f) => f.code === product.familyCode);
  return (family?.variantAxes ?? []).flatMap((code) => dictionary.filter((a) => a.code === code));
}

// Above the form: what the product is to its model or its variants.
export function VariantStatus({ product, families, dictionary, locale, canWrite }: Props) {
  const axes = axesOf(product, families, dictionary);
  if (product.kind === "variant" && product.parentId) return <VariantOf parentId={product.parentId} />;
  if (product.kind === "simple" && axes.length > 0 && canWrite) return <MakeModel product={product} axes={axes} locale={locale} />;
  return null;
}

function VariantOf({ parentId }: { parentId: string }) {
  const model = useProduct(parentId);
  return (
    <div className="notice info">
      <p>
        Variant of <Link href={`/producer/products/${parentId}`}>{model.data ? <span className="mono">{model.data.sku}</span> : "its model"}</Link>
        {model.data ? ` (${model.data.name})` : ""}.
      </p>
      <p className="small">Fields marked Inherited show the model&apos;s values: choose Override to give this variant its own value, and Revert to model to give it back.</p>
    </div>
  );
}

function MakeModel({ product, axes, locale }: { product: ProductDocument; axes: readonly AttributeDocument[]; locale: string }) {
  const update = useUpdateProduct(product.id);
  return (
    <div className="notice info">
      <p>
        Its family varies by {axes.map((a) => a.labels[locale] ?? a.code).join(" and ")}. As a model, this product can have variants that inherit its values.
      </p>
      <button type="button" className="secondary" onClick={() => update.mutate({ kind: "model" })} disabled={update.isPending}>
        {update.isPending ? "Making it a model…" : "Make this a model"}
      </button>
      <FormError error={update.error} />
    </div>
  );
}

// Below the form of a model: its variants and the form that creates more.
export function VariantSection({ product, families, dictionary, locale, canWrite }: Props) {
  if (product.kind !== "model") return null;
  const axes = axesOf(product, families, dictionary);
  return (
    <section id="section-variants" className="editor-section" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      <VariantGrid model={product} axes={axes} locale={locale} />
      {canWrite ? <CreateVariants model={product} axes={axes} locale={locale} /> : null}
    </section>
  );
}
