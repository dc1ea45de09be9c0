import { describe, expect, it } from "vitest";
import type { AttributeDefinition } from "./definition";
import { hasAtMostDecimals, isCalendarDate, valueError } from "./validate-value";

function def(type: AttributeDefinition["type"], extra: Partial<AttributeDefinition> = {}): AttributeDefinition {
  return { code: "x", type, localizable: false, unit: null, options: [], validation: {}, ...extra };
}
const ok = (d: AttributeDefinition, v: unknown) => expect(valueError(d, v), JSON.stringify(v)).toBeNull();
const bad = (d: AttributeDefinition, v: unknown, message?: string) => {
  const error = valueError(d, v);
  expect(error, JSON.stringify(v)).not.toBeNull();
  if (message) expect(error).toContain(message);
};

describe("text", () => {
  it("takes one line of at most 255 characters by default", () => {
    ok(def("text"), "Arabica");
    ok(def("text"), "é".repeat(255));
    bad(def("text"), "x".repeat(256), "at most 255");
    bad(def("text"), "two\nlines", "single line");
    bad(def("text"), 12, "string");
  });
  it("counts characters, not UTF-16 units", () => {
    ok(def("text"), "😀".repeat(255));
    bad(def("text"), "😀".repeat(256), "at most 255");
    bad(def("text", { validation: { minLength: 2 } }), "😀", "at least 2");
    ok(def("text", { validation: { minLength: 2 } }), "😀😀");
  });
  it("applies minLength, maxLength and pattern", () => {
    const d = def("text", { validation: { minLength: 2, maxLength: 4, pattern: "^[A-Z]+$" } });
    ok(d, "AB");
    bad(d, "A", "at least 2");
    bad(d, "ABCDE", "at most 4");
    bad(d, "ab", "pattern");
  });
});

describe("textarea", () => {
  it("takes many lines up to 65,535 characters by default", () => {
    ok(def("textarea"), "a\nb");
    ok(def("textarea"), "x".repeat(65_535));
    bad(def("textarea"), "x".repeat(65_536));
    bad(def("textarea", { validation: { maxLength: 3 } }), "abcd");
    bad(def("textarea"), ["a"]);
  });
});

describe("number", () => {
  it("takes finite numbers within min, max and decimals", () => {
    const d = def("number", { validation: { min: 0, max: 10, decimals: 2 } });
    ok(d, 0);
    ok(d, 9.99);
    ok(d, 10);
    bad(d, -0.01, "at least 0");
    bad(d, 10.5, "at most 10");
    bad(d, 1.234, "2 decimals");
    bad(d, "5", "number");
    ok(def("number", { validation: { decimals: 0 } }), 3);
    bad(def("number", { validation: { decimals: 0 } }), 3.5);
    ok(def("number", { validation: { decimals: 1 } }), 0.3);
    for (const n of [0, -7, 2 ** 53, 1e21, 1e300]) ok(def("number", { validation: { decimals: 0 } }), n);
  });

  it("counts decimals as toFixed does, for any number and any count", () => {
    const byToFixed = (value: number, decimals: number) => Number.isInteger(value) || Number(value.toFixed(decimals)) === value;
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const samples = [0.1, 0.3, 0.125, 1.005, 4.35, 9.995, 1e-7, 123_456.789, 2 ** 49 + 0.5, 2 ** 51 + 0.5, 1e15 + 0.25, 0.1 + 0.2, Number.MIN_VALUE, 1e20 + 0.5];
    for (let i = 0; i < 5_000; i++) {
      const digits = Math.floor(random() * 8);
      samples.push(Math.round((random() - 0.5) * 10 ** (digits + 4)) / 10 ** digits, (random() - 0.5) * 10 ** Math.floor(random() * 18));
    }
    const disagree: string[] = [];
    for (const value of samples) {
      for (let decimals = 0; decimals <= 20; decimals++) {
        if (hasAtMostDecimals(value, decimals) !== byToFixed(value, decimals)) disagree.push(`${value} with ${decimals}`);
      }
    }
    expect(disagree).toEqual([]);
  });
});

describe("metric", () => {
  const weight = def("metric", { unit: "weight" });
  it("takes {amount, unit} in any unit of the family, nothing else", () => {
    ok(weight, { amount: 250, unit: "g" });
    ok(weight, { amount: 1.5, unit: "lb" });
    bad(weight, { amount: 1, unit: "m" }, "mg, g, kg, t, oz, lb");
    bad(weight, { amount: "1", unit: "g" });
    bad(weight, { amount: 1 });
    bad(weight, { amount: 1, unit: "g", extra: true });
    bad(weight, 250);
    bad(weight, [{ amount: 1, unit: "g" }]);
  });
  it("compares min and max in the base unit, decimals as sent", () => {
    const d = def("metric", { unit: "weight", validation: { min: 0.1, max: 2, decimals: 1 } });
    ok(d, { amount: 100, unit: "g" });
    ok(d, { amount: 2, unit: "kg" });
    bad(d, { amount: 99, unit: "g" }, "at least 0.1 kg");
    bad(d, { amount: 5, unit: "lb" }, "at most 2 kg");
    bad(d, { amount: 150.25, unit: "g" }, "1 decimals");
    const temp = def("metric", { unit: "temperature", validation: { min: 0 } });
    ok(temp, { amount: 273.15, unit: "k" });
    bad(temp, { amount: 31, unit: "f" });
  });
});

describe("boolean", () => {
  it("takes true and false only", () => {
    ok(def("boolean"), true);
    ok(def("boolean"), false);
    bad(def("boolean"), "true");
    bad(def("boolean"), 0);
  });
});

describe("date", () => {
  it("takes real calendar dates YYYY-MM-DD", () => {
    ok(def("date"), "2026-02-28");
    ok(def("date"), "2024-02-29");
    bad(def("date"), "2026-02-30", "calendar date");
    bad(def("date"), "2025-02-29");
    bad(def("date"), "2026-13-01");
    bad(def("date"), "2026-1-01");
    bad(def("date"), "2026-01-01T00:00:00Z");
    bad(def("date"), 20260101);
    expect(isCalendarDate("0001-01-01")).toBe(true);
  });

  it("agrees with the calendar of Date on every day of four centuries and the first years", () => {
    const byDate = (year: number, month: number, day: number) => {
      // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    const disagree: string[] = [];
    for (const year of [...Array.from({ length: 401 }, (_, i) => 1800 + i), 0, 1, 4, 100, 400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (isCalendarDate(text) !== byDate(year, month, day)) disagree.push(text);
        }
      }
    }
    expect(disagree).toEqual([]);
  });
});

const options: AttributeDefinition["options"] = [{ code: "red", labels: { en: "Red" } }, { code: "blue", labels: {} }];

describe("select", () => {
  it("takes one option code", () => {
    ok(def("select", { options }), "red");
    bad(def("select", { options }), "green", "red, blue");
    bad(def("select", { options }), ["red"]);
    bad(def("select"), "red", "(none defined)");
  });
});

describe("multiselect", () => {
  it("takes a list of option codes without duplicates", () => {
    ok(def("multiselect", { options }), ["red", "blue"]);
    ok(def("multiselect", { options }), []);
    bad(def("multiselect", { options }), ["red", "red"], "twice");
    bad(def("multiselect", { options }), ["green"]);
    bad(def("multiselect", { options }), "red");
  });
});

describe("price", () => {
  it("takes one integer amount in minor units per ISO 4217 currency", () => {
    ok(def("price"), [{ amount: 1299, currency: "EUR" }, { amount: 1099, currency: "GBP" }]);
    ok(def("price"), []);
    bad(def("price"), [{ amount: 12.99, currency: "EUR" }]);
    bad(def("price"), [{ amount: 1299, currency: "eur" }]);
    bad(def("price"), [{ amount: 1299, currency: "EURO" }]);
    bad(def("price"), [{ amount: 1299 }]);
    bad(def("price"), [{ amount: 1, currency: "EUR" }, { amount: 2, currency: "EUR" }], "two prices in EUR");
    bad(def("price"), { amount: 1299, currency: "EUR" });
  });
});

describe("url", () => {
  it("takes absolute http and https URLs", () => {
    ok(def("url"), "https://example.com/a?b=1");
    ok(def("url"), "http://example.com");
    bad(def("url"), "ftp://example.com");
    bad(def("url"), "/relative/path");
    bad(def("url"), "javascript:alert(1)");
    bad(def("url"), `https://example.com/${"x".repeat(2048)}`);
  });
});

describe("asset", () => {
  it("takes an asset id (existence is checked against the database)", () => {
    ok(def("asset"), "7f2b3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d");
    bad(def("asset"), "not-a-uuid", "asset id");
    bad(def("asset"), 42);
  });
});
