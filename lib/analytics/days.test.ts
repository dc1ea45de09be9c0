import { describe, expect, it } from "vitest";
import { addDays, dayNumber, dayOfInstant, daysBetween, today, windowLength } from "./days";
import { exportQuery } from "./schemas";

describe("days", () => {
  it("walks calendar days across month and leap-year ends", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(daysBetween("2025-12-30", "2026-01-02")).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(daysBetween("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("walks the last days of year 9999 and stops (the day after sorts before it as text)", () => {
    expect(daysBetween("9999-12-30", "9999-12-31")).toEqual(["9999-12-30", "9999-12-31"]);
    expect(addDays("0001-01-02", -1)).toBe("0001-01-01");
  });

  it("refuses a window longer than the maximum instead of walking it", () => {
    expect(() => daysBetween("2000-01-01", "2026-01-01")).toThrow(RangeError);
    expect(windowLength("2024-01-01", "2024-12-31")).toBe(366);
  });

  it("names an instant's UTC day, also when the clock goes back to a day it left", () => {
    const midnight = Date.UTC(2026, 10, 28);
    expect(dayOfInstant(midnight - 1)).toBe("2026-11-27");
    expect(dayOfInstant(midnight)).toBe("2026-11-28");
    expect(dayOfInstant(midnight + 86_399_999)).toBe("2026-11-28");
    expect(dayOfInstant(midnight + 86_400_000)).toBe("2026-11-29");
    expect(dayOfInstant(midnight - 1)).toBe("2026-11-27");
    expect(dayOfInstant(Date.UTC(2024, 1, 29, 12))).toBe("2024-02-29");
    expect(dayOfInstant(-1)).toBe("1969-12-31");
  });

  it("accepts real calendar days only", () => {
    for (const bad of ["2024-02-30", "2023-02-29", "2024-13-45", "2024-00-10", "2024-01-00", "0000-01-01", "275760-09-13", "+010000-01-01", "2024-1-1", "2024-01-01T00:00:00Z", "2024-01-01\u0000", "", "abcd-ef-gh"]) {
      expect(dayNumber(bad), bad).toBeNull();
    }
    for (const good of ["2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31", "1970-01-01"]) expect(dayNumber(good), good).not.toBeNull();
    expect(dayNumber("1970-01-02")).toBe(1);
  });

  it("takes today in UTC", () => {
    expect(today(new Date("2026-03-04T23:59:59Z"))).toBe("2026-03-04");
  });
});

describe("the export query", () => {
  it("gives field errors, never an exception, for any date text", () => {
    for (const [from, to] of [["2024-13-45", "2026-11-24"], ["2024-02-30", "2024-03-01"], ["9999-12-30", "9999-12-31"], ["0000-01-01", "0001-01-01"], ["2024-1-1", "2024-01-02"], ["%00", "\u0000"]]) {
      expect(() => exportQuery.safeParse({ from, to })).not.toThrow();
    }
    expect(exportQuery.safeParse({ from: "2024-13-45", to: "2026-11-24" }).success).toBe(false);
    expect(exportQuery.safeParse({ from: "9999-12-30", to: "9999-12-31" }).success).toBe(true);
    expect(exportQuery.safeParse({ from: "2024-01-01", to: "2025-01-02" }).error?.issues[0]?.path).toEqual(["to"]);
  });
});
