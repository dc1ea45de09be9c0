import type { QualityBand } from "../catalog/quality-band";

// The scores of a band as a range on "qualityScore", so a band filter is an
// index range scan rather than a CASE evaluated per row. Unscored products
// (NULL) fall outside every range, as they belong to no band.
export type ScoreRange = { gte?: number; lt?: number };

const RANGES: Record<QualityBand, ScoreRange> = {
  red: { lt: 60 },
  amber: { gte: 60, lt: 90 },
  green: { gte: 90 },
};

export function bandScoreRange(band: QualityBand): ScoreRange {
  return RANGES[band];
}
