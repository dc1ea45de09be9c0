import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createBrandPortalBody, updateBrandPortalBody } from "@/lib/portals/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { BrandPortalDocument } from "../api-types";
import { allPages } from "./paged";

export const useBrandPortals = () =>
  useQuery({
    queryKey: keys.brandPortals.all(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/brand-portals", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

export const useBrandPortal = (id: string) =>
  useQuery({ queryKey: keys.brandPortals.detail(id), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/brand-portals/{id}", { params: { path: { id } }, signal })) });

function usePortalMutation<V>(mutationFn: (input: V) => Promise<BrandPortalDocument>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (portal) => {
      queries.setQueryData(keys.brandPortals.detail(portal.id), portal);
      return queries.invalidateQueries({ queryKey: keys.brandPortals.all(), exact: true });
    },
  });
}

export const useCreateBrandPortal = () =>
  usePortalMutation((body: z.input<typeof createBrandPortalBody>) => dataOf(client.POST("/api/v1/brand-portals", { body })));

export const useUpdateBrandPortal = (id: string) =>
  usePortalMutation((body: z.input<typeof updateBrandPortalBody>) => dataOf(client.PATCH("/api/v1/brand-portals/{id}", { params: { path: { id } }, body })));

export const useSetPublished = (id: string) =>
  usePortalMutation((published: boolean) =>
    dataOf(client.POST(published ? "/api/v1/brand-portals/{id}/publish" : "/api/v1/brand-portals/{id}/unpublish", { params: { path: { id } }, body: {} })),
  );
