import type { LocaleCompleteness } from "../catalog/completeness";
import type { QualityBand } from "../catalog/quality-band";
import type { ChannelReadiness } from "../channels/documents";

// GET /api/v1/products/{id}/completeness (contract section 11): what to fill,
// per locale and per channel, not only a grade.
export type CompletenessExplanation = {
  qualityScore: number;
  qualityBand: QualityBand;
  locales: LocaleCompleteness[];
  channels: ChannelReadiness[];
};
