import { inngest } from "../runtime/client";
import { imagesReady } from "../../lib/events/definitions";
import { renderAutoRenditions } from "../../lib/renditions/render-auto";

// Renders the organisation's auto presets for images that just became ready,
// one step per image: a crash resumes after the last finished image, and a
// step that fails on the store is retried on its own.
export const renderAutoRenditionsFn = inngest.createFunction({ id: "render-auto-renditions", triggers: [imagesReady] }, async ({ event, step }) => {
  let made = 0;
  for (const assetId of event.data.assetIds) {
    made += await step.run(`render-${assetId}`, () => renderAutoRenditions(event.data.organizationId, assetId));
  }
  return { made };
});
