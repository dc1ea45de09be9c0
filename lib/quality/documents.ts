// GET /api/v1/products/{id}/completeness (docs/api.md, "Attributes"): what to fill,
// per locale and per channel, not only a grade. The type is the z.infer of
// the schema (one source for the serializer, the OpenAPI document and the
// portals).
import { z } from "zod";
import { localeCompleteness } from "../catalog/documents";
import { QUALITY_BANDS } from "../catalog/quality-band";
import { channelReadiness } from "../channels/documents";

export const completenessExplanation = z.object({
  qualityScore: z.number().int(),
  qualityBand: z.enum(QUALITY_BANDS),
  locales: z.array(localeCompleteness),
  channels: z.array(channelReadiness),
});
export type CompletenessExplanation = z.infer<typeof completenessExplanation>;
