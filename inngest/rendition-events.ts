import { eventType } from "inngest";
import { z } from "zod";

// Stale renditions of one preset were claimed for re-rendering (POST
// /rendition-presets/{id}/reprocess, or an inline re-render that could not
// finish during the PATCH).
export const rerenderRequested = eventType("renditions.rerender-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    presetId: z.uuid(),
    renditionIds: z.array(z.uuid()).min(1).max(100),
  }),
});
