import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createBrandPortalBody, updateBrandPortalBody } from "@/lib/portals/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { BrandPortalDocument } from "@/lib/portals/documents";
import { allPages } from "./paged";

export const useBrandPortals = () =>
  useQuery({ queryKey: keys.brandPortals.all(), queryFn: ({ signal }) => allPages<BrandPortalDocument>("/api/v1/brand-portals", signal) });

export const useBrandPortal = (id: string) =>
  useQuery({ queryKey: keys.brandPortals.detail(id), queryFn: ({ signal }) => api<BrandPortalDocument>(`/api/v1/brand-portals/${id}`, { signal }) });

function usePortalMutation<V>(mutationFn: (input: V) => Promise<BrandPortalDocument>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (portal) => {
      client.setQueryData(keys.brandPortals.detail(portal.id), portal);
      return client.invalidateQueries({ queryKey: keys.brandPortals.all(), exact: true });
    },
  });
}

export const useCreateBrandPortal = () =>
  usePortalMutation((body: z.input<typeof createBrandPortalBody>) => api<BrandPortalDocument>("/api/v1/brand-portals", { method: "POST", body }));

export const useUpdateBrandPortal = (id: string) =>
  usePortalMutation((body: z.input<typeof updateBrandPortalBody>) => api<BrandPortalDocument>(`/api/v1/brand-portals/${id}`, { method: "PATCH", body }));

export const useSetPublished = (id: string) =>
  usePortalMutation((published: boolean) => api<BrandPortalDocument>(`/api/v1/brand-portals/${id}/${published ? "publish" : "unpublish"}`, { method: "POST" }));
