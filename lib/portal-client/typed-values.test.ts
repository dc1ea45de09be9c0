import { describe, expect, it } from "vitest";
import { draftOf, fromMinor, minorDigits, stepOf, toMinor, valueOf } from "./typed-values";

describe("typed drafts", () => {
  it("shows stored values and turns them back unchanged", () => {
    const cases: [Parameters<typeof draftOf>[0], unknown][] = [
      ["text", "Oak"],
      ["number", 12.5],
      ["metric", { amount: 350, unit: "g" }],
      ["boolean", false],
      ["multiselect", ["red", "blue"]],
      ["price", [{ amount: 1250, currency: "EUR" }, { amount: 1300, currency: "JPY" }]],
      ["date", "2026-11-26"],
      ["select", "red"],
    ];
    for (const [type, value] of cases) {
      const draft = draftOf(type, value);
      expect(draft).not.toBeNull();
      expect(valueOf(draft!)).toEqual({ ok: true, value });
    }
  });

  it("gives no draft for a value of another shape, so it stays a free-form row", () => {
    expect(draftOf("metric", "350 g")).toBeNull();
    expect(draftOf("number", "12")).toBeNull();
    expect(draftOf("boolean", "yes")).toBeNull();
    expect(draftOf("price", 12)).toBeNull();
  });

  it("sends null for an emptied input, and unset is not false", () => {
    expect(valueOf({ kind: "text", text: "  " })).toEqual({ ok: true, value: null });
    expect(valueOf({ kind: "boolean", value: "" })).toEqual({ ok: true, value: null });
    expect(valueOf({ kind: "boolean", value: "false" })).toEqual({ ok: true, value: false });
    expect(valueOf({ kind: "multi", codes: [] })).toEqual({ ok: true, value: null });
    expect(valueOf({ kind: "metric", amount: "", unit: "kg" })).toEqual({ ok: true, value: null });
    expect(valueOf({ kind: "price", rows: [{ currency: "EUR", amount: "" }] })).toEqual({ ok: true, value: null });
  });

  it("says in plain words what is wrong with what was typed", () => {
    expect(valueOf({ kind: "number", text: "abc" })).toEqual({ ok: false, message: "Enter the value as a number, such as 12 or 12.5." });
    expect(valueOf({ kind: "metric", amount: "2", unit: "" })).toEqual({ ok: false, message: "Choose a unit for the amount." });
    expect(valueOf({ kind: "metric", amount: "2,5", unit: "kg" })).toEqual({ ok: true, value: { amount: 2.5, unit: "kg" } });
  });
});

describe("major and minor units", () => {
  it("knows each currency's decimals", () => {
    expect([minorDigits("EUR"), minorDigits("JPY"), minorDigits("BHD")]).toEqual([2, 0, 3]);
  });

  it("converts without float rounding", () => {
    expect(toMinor("19.99", "EUR")).toEqual({ ok: true, value: 1999 });
    expect(toMinor("0.1", "EUR")).toEqual({ ok: true, value: 10 });
    expect(toMinor("12,5", "EUR")).toEqual({ ok: true, value: 1250 });
    expect(toMinor("-3", "USD")).toEqual({ ok: true, value: -300 });
    expect(toMinor("1300", "JPY")).toEqual({ ok: true, value: 1300 });
    expect(toMinor("1.5", "JPY")).toEqual({ ok: false, message: "JPY amounts have no decimals." });
    expect(toMinor("1.234", "EUR")).toEqual({ ok: false, message: "EUR amounts have at most 2 decimals." });
    expect(toMinor("12 EUR", "EUR").ok).toBe(false);
  });

  it("shows minor units as major ones", () => {
    expect(fromMinor(1999, "EUR")).toBe("19.99");
    expect(fromMinor(5, "EUR")).toBe("0.05");
    expect(fromMinor(-250, "USD")).toBe("-2.50");
    expect(fromMinor(1300, "JPY")).toBe("1300");
    expect(fromMinor(1, "BHD")).toBe("0.001");
  });

  it("steps number inputs by the allowed decimals", () => {
    expect([stepOf(undefined), stepOf(0), stepOf(2)]).toEqual(["any", "1", "0.01"]);
  });
});
