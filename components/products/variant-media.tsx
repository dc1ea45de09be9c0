"use client";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { useProductAssets, useSaveProductMedia } from "@/lib/portal-client/hooks/use-products";
import { FormError } from "@/components/ui/states";

// Above a variant's media: whether it shows its model's images or its own.
// Linking or unlinking an asset gives it its own list (the model's, changed);
// "Use the model's images" sends an empty list, which gives them back.
export function VariantMedia({ product }: { product: ProductDocument }) {
  const link = useSaveProductMedia(product.id);
  const linked = useProductAssets(product.id);
  const isInherited = product.inherited.includes("assets");
  if (!linked.data) return null;
  return (
    <div className="notice info" data-testid="variant-media">
      {linked.data.assetIds.length === 0 ? (
        <p>Neither this variant nor its model has images yet: the model&apos;s will show here once it has some, until this variant gets its own.</p>
      ) : isInherited ? (
        <p>
          <span className="badge inherited">Inherited</span> These are the model&apos;s images. Link or unlink an asset to give this variant images of its own.
        </p>
      ) : (
        <div className="button-row" style={{ justifyContent: "space-between" }}>
          <p>
            <span className="badge own">Own images</span> This variant shows its own images, not the model&apos;s.
          </p>
          <button type="button" className="secondary" onClick={() => link.mutate({ assetIds: [] })} disabled={link.isPending}>
            {link.isPending ? "Reverting…" : "Use the model's images"}
          </button>
        </div>
      )}
      <FormError error={link.error} />
    </div>
  );
}
