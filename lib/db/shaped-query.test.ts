import { describe, expect, it } from "vitest";
import { rowBuilder } from "./shaped-query";

const text = (value: string) => value;
const int = (value: string) => Number.parseInt(value, 10);

describe("rowBuilder", () => {
  it("builds a row of the columns in order, each value through its parser, nulls kept", () => {
    const build = rowBuilder(["id", "count", "note"]);
    expect(build(["a1", "42", null], [text, int, text])).toEqual({ id: "a1", count: 42, note: null });
    expect(Object.keys(build(["a1", "42", null], [text, int, text]))).toEqual(["id", "count", "note"]);
  });

  it("never calls a parser for a null", () => {
    const build = rowBuilder(["n"]);
    const refuse = () => {
      throw new Error("parsed a null");
    };
    expect(build([null], [refuse])).toEqual({ n: null });
  });

  it("takes any column name as it is, quotes and backslashes and code included", () => {
    const names = [`a"b`, "c\\d", "e\u2028f", "'); process.exit(1); ('", "}, x: 1, y: {", ""];
    const build = rowBuilder(names);
    const row = build(["1", "2", "3", "4", "5", "6"], names.map(() => text));
    expect(Object.keys(row)).toEqual(names);
    expect(Object.values(row)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("keeps the last of two columns of one name, as assigning them in turn does", () => {
    const build = rowBuilder(["id", "id"]);
    expect(build(["first", "second"], [text, text])).toEqual({ id: "second" });
  });

  it("makes __proto__ an own column, not the row's prototype", () => {
    const build = rowBuilder(["__proto__"]);
    const row = build(["x"], [text]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, "__proto__")?.value).toBe("x");
  });

  it("passes on a parser's error", () => {
    const build = rowBuilder(["n"]);
    expect(() =>
      build(["bad"], [
        () => {
          throw new Error("not a number");
        },
      ]),
    ).toThrow("not a number");
  });
});
