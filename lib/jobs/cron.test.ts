import { describe, expect, it } from "vitest";
import { latestTickBetween, nextTick, parseCron } from "./cron";

const at = (iso: string) => new Date(iso);
const next = (expression: string, after: string) => nextTick(parseCron(expression), at(after)).toISOString();

describe("nextTick", () => {
  it("fires every minute for * * * * *, strictly after the given time", () => {
    expect(next("* * * * *", "2030-01-01T00:00:00.000Z")).toBe("2030-01-01T00:01:00.000Z");
    expect(next("* * * * *", "2030-01-01T00:00:59.999Z")).toBe("2030-01-01T00:01:00.000Z");
  });

  it("finds the next daily tick, rolling over the day", () => {
    expect(next("0 3 * * *", "2030-01-01T02:59:00.000Z")).toBe("2030-01-01T03:00:00.000Z");
    expect(next("0 3 * * *", "2030-01-01T03:00:00.000Z")).toBe("2030-01-02T03:00:00.000Z");
  });

  it("reads steps, ranges and lists", () => {
    expect(next("*/15 * * * *", "2030-01-01T00:16:00.000Z")).toBe("2030-01-01T00:30:00.000Z");
    expect(next("5/20 * * * *", "2030-01-01T00:26:00.000Z")).toBe("2030-01-01T00:45:00.000Z");
    expect(next("0 9-17/4 * * *", "2030-01-01T09:00:00.000Z")).toBe("2030-01-01T13:00:00.000Z");
    expect(next("10,40 * * * *", "2030-01-01T00:10:00.000Z")).toBe("2030-01-01T00:40:00.000Z");
  });

  it("reads month and weekday names, and 7 as Sunday", () => {
    // 2030-01-01 is a Tuesday.
    expect(next("0 0 * * MON", "2030-01-01T00:00:00.000Z")).toBe("2030-01-07T00:00:00.000Z");
    expect(next("0 0 * * 7", "2030-01-01T00:00:00.000Z")).toBe("2030-01-06T00:00:00.000Z");
    expect(next("0 0 1 mar *", "2030-01-01T00:00:00.000Z")).toBe("2030-03-01T00:00:00.000Z");
  });

  it("fires on either day field when both are restricted (Vixie cron)", () => {
    // The 15th, or any Monday: Monday 2030-01-07 comes first.
    expect(next("0 0 15 * 1", "2030-01-01T00:00:00.000Z")).toBe("2030-01-07T00:00:00.000Z");
    // With day-of-week "*", only the 15th counts.
    expect(next("0 0 15 * *", "2030-01-01T00:00:00.000Z")).toBe("2030-01-15T00:00:00.000Z");
  });

  it("skips months without the day", () => {
    expect(next("0 0 31 * *", "2030-01-31T00:00:00.000Z")).toBe("2030-03-31T00:00:00.000Z");
    expect(next("0 0 29 2 *", "2030-01-01T00:00:00.000Z")).toBe("2032-02-29T00:00:00.000Z");
  });

  it("expands macros", () => {
    expect(next("@daily", "2030-01-01T12:00:00.000Z")).toBe("2030-01-02T00:00:00.000Z");
    expect(next("@hourly", "2030-01-01T12:00:00.000Z")).toBe("2030-01-01T13:00:00.000Z");
  });

  it("gives up on a schedule that never fires", () => {
    expect(() => next("0 0 30 2 *", "2030-01-01T00:00:00.000Z")).toThrow(/never fires/);
  });
});

describe("parseCron", () => {
  it.each(["* * * *", "61 * * * *", "* 24 * * *", "* * 0 * *", "* * * 13 *", "*/0 * * * *", "5-1 * * * *", "TZ=Europe/Paris 0 0 * * *", "x * * * *"])(
    "rejects %s",
    (expression) => {
      expect(() => parseCron(expression)).toThrow(/Invalid cron/);
    },
  );
});

describe("latestTickBetween", () => {
  const everyMinute = parseCron("* * * * *");

  it("returns the tick inside the window, end inclusive", () => {
    expect(latestTickBetween(everyMinute, at("2030-01-01T00:00:30Z"), at("2030-01-01T00:01:00Z"))).toEqual(at("2030-01-01T00:01:00Z"));
  });

  it("returns nothing when no tick falls in the window, start exclusive", () => {
    expect(latestTickBetween(everyMinute, at("2030-01-01T00:01:00Z"), at("2030-01-01T00:01:59Z"))).toBeUndefined();
  });

  it("returns only the latest of several missed ticks", () => {
    expect(latestTickBetween(everyMinute, at("2030-01-01T00:00:00Z"), at("2030-01-01T00:10:30Z"))).toEqual(at("2030-01-01T00:10:00Z"));
  });
});
