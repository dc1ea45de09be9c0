import { describe, expect, it } from "vitest";
import { addDays, daysBetween, today } from "./days";

describe("days", () => {
  it("walks calendar days across month and leap-year ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(daysBetween("2025-12-30", "2026-01-02")).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(daysBetween("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("takes today in UTC", () => {
    expect(today(new Date("2026-03-04T23:59:59Z"))).toBe("2026-03-04");
  });
});
