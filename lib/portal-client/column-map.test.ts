import { describe, expect, it } from "vitest";
import { columnMapOf, IGNORE, KEEP, suggestChoices } from "./column-map";

describe("import column mapping", () => {
  it("turns the choices into the API's column map", () => {
    expect(columnMapOf({ Farbe: "colour", legacy: KEEP, note: IGNORE })).toEqual({ Farbe: "colour", legacy: "legacy", note: null });
    expect(columnMapOf({})).toEqual({});
  });

  it("suggests the dictionary code a header spells differently", () => {
    expect(suggestChoices(["Colour", "Net weight", "Farbe"], ["colour", "net_weight", "size"])).toEqual({ Colour: "colour", "Net weight": "net_weight", Farbe: undefined });
  });
});
