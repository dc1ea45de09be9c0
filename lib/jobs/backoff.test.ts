import { describe, expect, it } from "vitest";
import { retryAfterDate, retryDelayMs } from "./backoff";

const policy = { baseMs: 1_000, maxMs: 60_000 };

describe("retryDelayMs", () => {
  it("doubles the ceiling with every failed attempt", () => {
    expect(retryDelayMs(0, policy, () => 1)).toBe(1_000);
    expect(retryDelayMs(1, policy, () => 1)).toBe(2_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(4_000);
  });

  it("jitters within the upper half of the ceiling", () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(4_000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(6_000);
    for (let i = 0; i < 100; i++) {
      const delay = retryDelayMs(3, policy);
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(8_000);
    }
  });

  it("never waits longer than the cap", () => {
    expect(retryDelayMs(20, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(1_000, policy, () => 1)).toBe(60_000);
  });
});

describe("retryAfterDate", () => {
  const now = new Date("2030-01-01T00:00:00.000Z");

  it("reads a number of seconds", () => {
    expect(retryAfterDate("30", now)).toEqual(new Date("2030-01-01T00:00:30.000Z"));
  });

  it("reads an ISO date", () => {
    expect(retryAfterDate("2030-01-01T01:00:00.000Z", now)).toEqual(new Date("2030-01-01T01:00:00.000Z"));
  });

  it("gives nothing for garbage", () => {
    expect(retryAfterDate("soon", now)).toBeUndefined();
  });
});
