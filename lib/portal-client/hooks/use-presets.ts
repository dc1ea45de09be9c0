import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createPresetBody, updatePresetBody } from "@/lib/renditions/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { PresetDocument, ReprocessResult } from "@/lib/renditions/documents";
import { allPages } from "./paged";

export const usePresets = () => useQuery({ queryKey: keys.presets(), queryFn: ({ signal }) => allPages<PresetDocument>("/api/v1/rendition-presets", signal) });

export const useCreatePreset = () =>
  useInvalidatingMutation((body: z.input<typeof createPresetBody>) => api<PresetDocument>("/api/v1/rendition-presets", { method: "POST", body }), [keys.presets()]);

// Editing ops re-renders a bounded number of renditions inline.
export const useUpdatePreset = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: z.input<typeof updatePresetBody> }) => api<ReprocessResult>(`/api/v1/rendition-presets/${id}`, { method: "PATCH", body }),
    [keys.presets(), keys.assets.all()],
  );

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
