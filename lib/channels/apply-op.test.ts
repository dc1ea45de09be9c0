import { describe, expect, it } from "vitest";
import { applyOp } from "./apply-op";
import { targetRule } from "./schemas";

const rule = (r: Record<string, unknown>) => targetRule.parse({ from: "name", ...r });

describe("applyOp", () => {
  it("copy passes the value through; empty stays empty", () => {
    expect(applyOp(rule({}), "Espresso")).toEqual({ ok: true, value: "Espresso" });
    expect(applyOp(rule({}), ["a"])).toEqual({ ok: true, value: ["a"] });
    expect(applyOp(rule({}), "")).toEqual({ ok: true, value: undefined });
  });

  it("constant ignores the source", () => {
    expect(applyOp(targetRule.parse({ op: "constant", value: "EUR" }), "whatever")).toEqual({ ok: true, value: "EUR" });
  });

  it("default fills only an empty source", () => {
    const r = rule({ op: "default", value: "n/a" });
    expect(applyOp(r, "")).toEqual({ ok: true, value: "n/a" });
    expect(applyOp(r, null)).toEqual({ ok: true, value: "n/a" });
    expect(applyOp(r, "set")).toEqual({ ok: true, value: "set" });
  });

  it("number parses numbers and numeric text, and fails on anything else", () => {
    const r = rule({ op: "number" });
    expect(applyOp(r, 12)).toEqual({ ok: true, value: 12 });
    expect(applyOp(r, " 12.50 ")).toEqual({ ok: true, value: 12.5 });
    expect(applyOp(r, "-3e2")).toEqual({ ok: true, value: -300 });
    expect(applyOp(r, "12 kg")).toMatchObject({ ok: false });
    expect(applyOp(r, true)).toMatchObject({ ok: false });
    expect(applyOp(r, "0x10")).toMatchObject({ ok: false });
  });

  it("lowercase and uppercase change text and lists of text, and fail on other types", () => {
    expect(applyOp(rule({ op: "lowercase" }), "AbC")).toEqual({ ok: true, value: "abc" });
    expect(applyOp(rule({ op: "uppercase" }), ["a", "b"])).toEqual({ ok: true, value: ["A", "B"] });
    expect(applyOp(rule({ op: "uppercase" }), 5)).toMatchObject({ ok: false });
  });

  it("truncate cuts at maxLength characters with a warning, and leaves short text alone", () => {
    const r = rule({ op: "truncate", maxLength: 3 });
    expect(applyOp(r, "abcdef")).toEqual({ ok: true, value: "abc", warning: "truncated from 6 to 3 characters" });
    expect(applyOp(r, "ab")).toEqual({ ok: true, value: "ab" });
    expect(applyOp(r, "😀😀😀😀")).toMatchObject({ ok: true, value: "😀😀😀" });
    expect(applyOp(r, 1234)).toMatchObject({ ok: false });
  });

  it("join joins lists with the separator (default comma and space)", () => {
    expect(applyOp(rule({ op: "join" }), ["a", "b"])).toEqual({ ok: true, value: "a, b" });
    expect(applyOp(rule({ op: "join", separator: "|" }), ["a", 1])).toEqual({ ok: true, value: "a|1" });
    expect(applyOp(rule({ op: "join" }), "single")).toEqual({ ok: true, value: "single" });
    expect(applyOp(rule({ op: "join" }), { a: 1 })).toMatchObject({ ok: false });
  });
});

describe("targetRule", () => {
  it("refuses unknown fields, missing sources and missing values", () => {
    expect(targetRule.safeParse({ from: "name", transformRules: [] }).success).toBe(false);
    expect(targetRule.safeParse({ op: "copy" }).success).toBe(false);
    expect(targetRule.safeParse({ op: "constant" }).success).toBe(false);
    expect(targetRule.safeParse({ from: "name", op: "truncate" }).success).toBe(false);
    expect(targetRule.safeParse({ from: "price" }).success).toBe(false);
    expect(targetRule.safeParse({ from: "attributes.price_eur" }).success).toBe(true);
  });
});
