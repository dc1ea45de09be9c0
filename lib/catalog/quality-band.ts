export const QUALITY_BANDS = ["red", "amber", "green"] as const;
export type QualityBand = (typeof QUALITY_BANDS)[number];

// The lowest score of amber and of green: green at 90 or above, amber 60 to
// 89, red below 60. The one definition in TypeScript; search_quality_band()
// is the one in SQL (search migration), and
// tests/integration/db/quality-band.test.ts holds the two equal.
export const BAND_FLOORS = { amber: 60, green: 90 } as const;

export function qualityBandOf(score: number): QualityBand {
  if (score >= BAND_FLOORS.green) return "green";
  if (score >= BAND_FLOORS.amber) return "amber";
  return "red";
}
