import pg from "pg";
import { describe, expect, it } from "vitest";
import { parseUtcTimestamptz } from "./timestamptz";

const general = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, "text") as (text: string) => unknown;

describe("parseUtcTimestamptz", () => {
  it.each([
    "2026-11-24 09:44:36.123+00",
    "2026-11-24 09:44:36.12+00",
    "2026-11-24 09:44:36.1+00",
    "2026-11-24 09:44:36+00",
    "2026-11-24 09:44:36.123456+00",
    "0100-01-01 00:00:00.5+00",
    "2024-02-29 23:59:59.999+00",
    "1969-12-31 23:59:59.001+00",
  ])("reads %s as pg's own parser does", (text) => {
    const fast = parseUtcTimestamptz(text, () => {
      throw new Error("fell back");
    });
    expect(fast).toBeInstanceOf(Date);
    expect((fast as Date).getTime()).toBe((general(text) as Date).getTime());
  });

  it.each(["2026-11-24 10:44:36.123+01", "2026-11-24 04:14:36.123-05:30", "0099-01-01 00:00:00.5+00", "0044-03-15 12:00:00+00 BC", "infinity", "-infinity"])(
    "hands %s to the general parser",
    (text) => {
      expect(parseUtcTimestamptz(text, (t) => `general:${t}`)).toBe(`general:${text}`);
    },
  );
});
