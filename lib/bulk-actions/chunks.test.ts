import { describe, expect, it } from "vitest";
import { ATTRIBUTE_CHUNK, CHUNK, MAX_CHUNKS, chunkBounds, chunkCount, chunkSize } from "./chunks";

describe("bulk action chunks", () => {
  it("changes products one by one 25 at a time while that stays within the step budget", () => {
    expect(chunkSize("setStatus", 30)).toBe(CHUNK);
    expect(chunkCount("setStatus", 30)).toBe(2);
    expect(chunkBounds("setStatus", 30, 1)).toEqual({ start: 25, end: 30 });
    expect(chunkSize("delete", CHUNK * MAX_CHUNKS)).toBe(CHUNK);
  });

  it("grows the chunks of a large selection so its steps stay within the budget", () => {
    expect(chunkSize("addTags", 100_000)).toBe(250);
    expect(chunkCount("addTags", 100_000)).toBe(MAX_CHUNKS);
    expect(chunkCount("addTags", 99_999)).toBeLessThanOrEqual(MAX_CHUNKS);
  });

  it("edits attributes a thousand products per step", () => {
    expect(chunkSize("setAttribute", 10)).toBe(ATTRIBUTE_CHUNK);
    expect(chunkCount("clearAttribute", 100_000)).toBe(100);
    expect(chunkBounds("setAttribute", 2500, 2)).toEqual({ start: 2000, end: 2500 });
    expect(chunkCount("setAttribute", 0)).toBe(0);
  });
});
