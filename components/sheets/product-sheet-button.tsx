"use client";
import { describeError } from "@/lib/portal-client/api-error";
import { useDownloadProductSheet } from "@/lib/portal-client/hooks/use-sheets";

// "Download sheet": the product's PDF sheet in the supplier's default language.
export function ProductSheetButton({ product }: { product: { id: string; sku: string } }) {
  const download = useDownloadProductSheet();
  return (
    <>
      <button type="button" className="secondary" disabled={download.isPending} onClick={() => download.mutate({ product })}>
        {download.isPending ? "Preparing sheet…" : "Download sheet"}
      </button>
      {download.isError ? (
        <span className="field-error" role="alert">
          The sheet could not be made: {describeError(download.error)}
        </span>
      ) : null}
    </>
  );
}
