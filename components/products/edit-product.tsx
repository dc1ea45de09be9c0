"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { useDeleteProduct, useProduct } from "@/lib/portal-client/hooks/use-products";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { DuplicateProduct } from "./duplicate-product";
import { ProductSheetButton } from "@/components/sheets/product-sheet-button";
import { ProductEditor } from "./product-editor";
import { ProductStepper } from "./product-stepper";

export function EditProduct({ id }: { id: string }) {
  const router = useRouter();
  const remove = useDeleteProduct();
  // From the delete on, its queries stop and its editor goes while the
  // products page loads: refetched, they would only answer 404.
  const leaving = remove.isPending || remove.isSuccess;
  const product = useProduct(id, 5000, !leaving);
  const canWrite = useCan("products:write");
  if (leaving) return <Loading label={remove.isSuccess ? "Deleted. Back to the products…" : "Deleting…"} />;
  if (product.isPending) return <Loading label="Loading product…" />;
  if (isNotFound(product.error))
    return (
      <EmptyState title="No such product">
        <p>
          It may have been deleted. <Link href="/producer/products">Back to products</Link>
        </p>
      </EmptyState>
    );
  if (product.isError) return <ErrorState error={product.error} retry={() => product.refetch()} />;
  async function destroy() {
    if (!window.confirm(`Delete ${product.data!.sku}? It stays in Recently deleted for 30 days.`)) return;
    await remove.mutateAsync(id);
    router.push("/producer/products");
  }
  return (
    <>
      <div className="page-head">
        <h1>
          {product.data.name} <span className="muted mono small">{product.data.sku}</span>
        </h1>
        <div className="button-row">
          <ProductSheetButton product={product.data} />
          {canWrite && product.data.kind !== "variant" ? <DuplicateProduct product={product.data} /> : null}
          {canWrite ? (
            <button type="button" className="danger" onClick={destroy} disabled={remove.isPending}>
              Delete product
            </button>
          ) : null}
        </div>
      </div>
      <ProductStepper id={id} />
      {remove.isError ? <ErrorState error={remove.error} title="The product was not deleted." /> : null}
      <ProductEditor key={id} product={product.data} />
    </>
  );
}
