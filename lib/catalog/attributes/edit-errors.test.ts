import { describe, expect, it } from "vitest";
import type { AttributeDefinition, Dictionary } from "./definition";
import { attributeEditErrors } from "./edit-errors";

const defs: AttributeDefinition[] = [
  { code: "colour", type: "select", localizable: false, unit: null, options: [{ code: "red", labels: {} }], validation: {} },
  { code: "claim", type: "text", localizable: true, unit: null, options: [], validation: {} },
  { code: "manual", type: "asset", localizable: false, unit: null, options: [], validation: {} },
];
const dictionary = (strict = false): Dictionary => ({ strict, byCode: new Map(defs.map((d) => [d.code, d])) });
const locales = ["en", "de"];
const paths = (result: ReturnType<typeof attributeEditErrors>) => result.errors.map((e) => e.path);

describe("attributeEditErrors", () => {
  it("accepts a value the attribute takes, canonical or in an enabled locale", () => {
    expect(attributeEditErrors(dictionary(), { code: "colour", value: "red" }, locales).errors).toEqual([]);
    expect(attributeEditErrors(dictionary(), { code: "claim", value: "Gut", locale: "de" }, locales).errors).toEqual([]);
    expect(attributeEditErrors(dictionary(), { code: "origin", value: "Brazil" }, locales).errors).toEqual([]);
  });

  it("names the value when the dictionary refuses it, in the words of a PATCH", () => {
    const result = attributeEditErrors(dictionary(), { code: "colour", value: "green" }, locales);
    expect(result.errors).toEqual([{ path: "value", message: "Must be one of the options: red." }]);
    expect(paths(attributeEditErrors(dictionary(), { code: "origin", value: { nested: 1 } }, locales))).toEqual(["value"]);
  });

  it("names the locale when it is not enabled or the attribute not localizable, and the code under strictAttributes", () => {
    expect(paths(attributeEditErrors(dictionary(), { code: "claim", value: "x", locale: "fr" }, locales))).toEqual(["locale"]);
    expect(paths(attributeEditErrors(dictionary(), { code: "colour", value: "red", locale: "de" }, locales))).toEqual(["locale"]);
    expect(paths(attributeEditErrors(dictionary(true), { code: "origin", value: "Brazil" }, locales))).toEqual(["code"]);
  });

  it("always lets a value be cleared", () => {
    expect(attributeEditErrors(dictionary(true), { code: "origin", value: null, locale: "fr" }, locales).errors).toEqual([]);
  });

  it("hands asset values over for the ownership check, under value", () => {
    const id = "7f2b3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d";
    expect(attributeEditErrors(dictionary(), { code: "manual", value: id }, locales).assets).toEqual([{ path: "value", id }]);
  });
});
