import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createPresetBody, updatePresetBody } from "@/lib/renditions/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const usePresets = () =>
  useQuery({
    queryKey: keys.presets(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/rendition-presets", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

export const useCreatePreset = () =>
  useInvalidatingMutation((body: z.input<typeof createPresetBody>) => dataOf(client.POST("/api/v1/rendition-presets", { body })), [keys.presets()]);

const byId = (id: string) => ({ params: { path: { id } } });

// Editing ops re-renders a bounded number of renditions inline.
export const useUpdatePreset = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: z.input<typeof updatePresetBody> }) => dataOf(client.PATCH("/api/v1/rendition-presets/{id}", { ...byId(id), body })),
    [keys.presets(), keys.assets.all()],
  );

// Reprocess works in bounded pages: call until hasMore is false.
export async function reprocessAll(id: string, onPage: (total: number) => void): Promise<number> {
  let total = 0;
  for (;;) {
    const page = await dataOf(client.POST("/api/v1/rendition-presets/{id}/reprocess", byId(id)));
    total += page.enqueued;
    onPage(total);
    if (!page.hasMore) return total;
  }
}
