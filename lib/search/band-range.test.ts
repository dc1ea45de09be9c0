import { describe, expect, it } from "vitest";
import { QUALITY_BANDS, qualityBandOf } from "../catalog/quality-band";
import { bandScoreRange } from "./band-range";

function inRange(score: number, range: { gte?: number; lt?: number }): boolean {
  return (range.gte === undefined || score >= range.gte) && (range.lt === undefined || score < range.lt);
}

describe("bandScoreRange", () => {
  it("holds exactly the scores qualityBandOf puts in the band", () => {
    for (let score = -5; score <= 105; score += 1) {
      for (const band of QUALITY_BANDS) {
        expect(inRange(score, bandScoreRange(band)), `${score} in ${band}`).toBe(qualityBandOf(score) === band);
      }
    }
  });
});
