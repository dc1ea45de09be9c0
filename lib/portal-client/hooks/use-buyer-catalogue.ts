import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { allPages } from "./paged";

// The first image of each product on a page of cards, in one request. The
// URLs live 5 minutes: read again before they lapse, so an image that loads
// late (below the fold) still works.
export const useProductImages = (ids: readonly string[]) =>
  useQuery({
    queryKey: [...keys.products.all(), "images", ids] as const,
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/products/images", { params: { query: { ids: ids.join(",") } }, signal })),
    enabled: ids.length > 0,
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
    select: (data) => new Map(data.items.map((image) => [image.productId, image])),
  });

// A supplier's attribute labels, to show a product's values in words. A
// dictionary changes rarely; one read per page view is plenty.
export const useSupplierAttributes = (supplierId: string | undefined) =>
  useQuery({
    queryKey: [...keys.attributes(), "supplier", supplierId] as const,
    queryFn: ({ signal }) =>
      allPages((cursor, s) => dataOf(client.GET("/api/v1/suppliers/{id}/attributes", { params: { path: { id: supplierId! }, query: { limit: 200, cursor } }, signal: s })), signal),
    enabled: supplierId !== undefined,
    staleTime: 5 * 60_000,
    select: (items) => new Map(items.map((a) => [a.code, a])),
  });
