export const QUALITY_BANDS = ["red", "amber", "green"] as const;
export type QualityBand = (typeof QUALITY_BANDS)[number];

// green at 90 or above, amber 60 to 89, red below 60 (spec section 3).
export function qualityBandOf(score: number): QualityBand {
  if (score >= 90) return "green";
  if (score >= 60) return "amber";
  return "red";
}
