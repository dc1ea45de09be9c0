import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createPresetBody, updatePresetBody } from "@/lib/renditions/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { PresetDocument, ReprocessResult } from "@/lib/renditions/documents";
import { allPages } from "./paged";

export const usePresets = () => useQuery({ queryKey: keys.presets(), queryFn: ({ signal }) => allPages<PresetDocument>("/api/v1/rendition-presets", signal) });

export function useCreatePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createPresetBody>) => api<PresetDocument>("/api/v1/rendition-presets", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.presets() }),
  });
}

// Editing ops re-renders a bounded number of renditions inline.
export function useUpdatePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof updatePresetBody> }) =>
      api<ReprocessResult>(`/api/v1/rendition-presets/${id}`, { method: "PATCH", body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.presets() }), client.invalidateQueries({ queryKey: keys.assets.all() })]),
  });
}

// Reprocess works in bounded pages: call until hasMore is false.
export async function reprocessAll(id: string, onPage: (total: number) => void): Promise<number> {
  let total = 0;
  for (;;) {
    const page = await api<ReprocessResult>(`/api/v1/rendition-presets/${id}/reprocess`, { method: "POST" });
    total += page.enqueued;
    onPage(total);
    if (!page.hasMore) return total;
  }
}
