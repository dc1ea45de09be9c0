"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { ApiError } from "@/lib/portal-client/api-error";
import { errorsByInput } from "@/lib/portal-client/field-paths";
import { useDuplicateProduct } from "@/lib/portal-client/hooks/use-products";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

// "Duplicate": asks for the copy's SKU, creates a draft copy on the server
// (values, category, family, tags, linked assets; not variants or
// associations) and opens it.
export function DuplicateProduct({ product }: { product: ProductDocument }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const duplicate = useDuplicateProduct(product.id);
  const [sku, setSku] = useState(`${product.sku}-COPY`);
  const [skuError, setSkuError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSkuError(undefined);
    setFailure(null);
    try {
      const copy = await duplicate.mutateAsync(sku.trim());
      dialog.current?.close();
      router.push(`/producer/products/${copy.id}`);
    } catch (err) {
      const fieldError = err instanceof ApiError ? errorsByInput(err.details).sku : undefined;
      if (fieldError) setSkuError(fieldError);
      else setFailure(err);
    }
  }

  return (
    <>
      <button type="button" className="secondary" onClick={() => dialog.current?.showModal()}>
        Duplicate
      </button>
      <dialog ref={dialog} aria-labelledby="duplicate-title" className="dialog">
        <form onSubmit={submit} noValidate>
          <h2 id="duplicate-title">Duplicate {product.sku}</h2>
          <p>
            A draft copy with the same values, category, family, tags and media.{product.kind === "model" ? " The model's variants are not copied." : ""} Associations are not copied.
          </p>
          <Field label="SKU of the copy" error={skuError}>
            <input value={sku} onChange={(e) => setSku(e.target.value)} autoComplete="off" required />
          </Field>
          <FormError error={failure} />
          <div className="button-row">
            <button type="submit" disabled={duplicate.isPending || sku.trim() === ""}>
              {duplicate.isPending ? "Duplicating…" : "Duplicate"}
            </button>
            <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
