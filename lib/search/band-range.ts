import { BAND_FLOORS, type QualityBand } from "../catalog/quality-band";

// The scores of a band as a range on "qualityScore", so a band filter is an
// index range scan rather than a CASE evaluated per row. Unscored products
// (NULL) fall outside every range, as they belong to no band.
export type ScoreRange = { gte?: number; lt?: number };

const RANGES: Record<QualityBand, ScoreRange> = {
  red: { lt: BAND_FLOORS.amber },
  amber: { gte: BAND_FLOORS.amber, lt: BAND_FLOORS.green },
  green: { gte: BAND_FLOORS.green },
};

export function bandScoreRange(band: QualityBand): ScoreRange {
  return RANGES[band];
}
