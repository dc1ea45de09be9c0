import { describe, expect, it } from "vitest";
import type { AttributeDefinition, Dictionary } from "./definition";
import { checkValues, errorLine } from "./check-values";

const defs: AttributeDefinition[] = [
  { code: "weight", type: "metric", localizable: false, unit: "weight", options: [], validation: {} },
  { code: "claim", type: "text", localizable: true, unit: null, options: [], validation: {} },
  { code: "manual", type: "asset", localizable: true, unit: null, options: [], validation: {} },
];
const dictionary = (strict = false): Dictionary => ({ strict, byCode: new Map(defs.map((d) => [d.code, d])) });
const assetId = "7f2b3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d";

describe("checkValues", () => {
  it("names each failing value by its path", () => {
    const check = checkValues(dictionary(), {
      attributes: { weight: 5, claim: "ok" },
      localized: { de: { attributes: { claim: "x\ny", weight: { amount: 1, unit: "kg" } } }, fr: null },
    });
    expect(check.errors.map((e) => e.path)).toEqual(["attributes.weight", "localized.de.attributes.claim", "localized.de.attributes.weight"]);
    expect(check.errors[2]!.message).toContain("not localizable");
    expect(errorLine(check.errors)).toMatch(/^attributes\.weight: .+; localized\.de\.attributes\.claim: /);
  });

  it("lets null clear any value, even a non-localizable one in a locale or an unknown code in strict mode", () => {
    expect(checkValues(dictionary(true), { attributes: { weight: null, other: null }, localized: { de: { attributes: { weight: null } } } }).errors).toEqual([]);
  });

  it("keeps undefined codes free-form unless the organisation is strict", () => {
    expect(checkValues(dictionary(), { attributes: { origin: "Brazil", sizes: ["S", 2] } }).errors).toEqual([]);
    expect(checkValues(dictionary(), { attributes: { origin: { nested: 1 } } }).errors.map((e) => e.path)).toEqual(["attributes.origin"]);
    expect(checkValues(dictionary(true), { attributes: { origin: "Brazil" } }).errors[0]!.message).toContain("No attribute origin");
  });

  it("collects asset values for the ownership lookup", () => {
    const check = checkValues(dictionary(), { attributes: { manual: assetId }, localized: { de: { attributes: { manual: assetId } } } });
    expect(check).toEqual({ errors: [], assets: [{ path: "attributes.manual", id: assetId }, { path: "localized.de.attributes.manual", id: assetId }] });
  });
});
