import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createSheetBody } from "@/lib/sheets/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { pollInterval } from "../transfers";

// Product sheets and line sheets (docs/api.md, "Product sheets").

// One product's sheet, fetched with the session's token (a plain link would
// carry none) and handed to the browser as a file.
export async function downloadProductSheet(product: { id: string; sku: string }, locale?: string): Promise<void> {
  const { data } = await client.GET("/api/v1/products/{id}/sheet.pdf", { params: { path: { id: product.id }, query: { locale } }, headers: { accept: "application/pdf" }, parseAs: "blob" });
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${product.sku}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadProductSheet = () => useMutation({ mutationFn: ({ product, locale }: { product: { id: string; sku: string }; locale?: string }) => downloadProductSheet(product, locale) });

export const useCreateLineSheet = () => useMutation({ mutationFn: (body: z.input<typeof createSheetBody>) => dataOf(client.POST("/api/v1/sheets", { body })) });

// Polled until the line sheet is written; each read mints a fresh download link.
export const useLineSheet = (id: string | null) =>
  useQuery({
    queryKey: keys.sheets.detail(id ?? ""),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/sheets/{id}", { params: { path: { id: id ?? "" } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => pollInterval(query.state.data?.status),
  });
