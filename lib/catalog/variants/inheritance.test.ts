import { describe, expect, it } from "vitest";
import { mergeVariant, ownOf, patchOwn, type InheritableFields } from "./inheritance";

const model: InheritableFields = {
  name: "T-shirt",
  description: "Cotton",
  categoryId: "c1",
  tags: ["summer"],
  attributes: { material: "cotton", color: "red" },
  localized: { "de-DE": { name: "T-Shirt", attributes: { care: "30°" } } },
};

describe("ownOf", () => {
  it("keeps only what the variant sets: null, empty tags and blank values mean inherit", () => {
    expect(ownOf({ name: "Tee M", description: null, categoryId: null, tags: [], attributes: { size: "m", color: null }, localized: { fr: { name: "Tee" }, de: {} } })).toEqual({
      name: "Tee M",
      attributes: { size: "m" },
      localized: { fr: { name: "Tee" } },
    });
  });
});

describe("mergeVariant", () => {
  it("shows the model's values where the variant sets none, and names them", () => {
    const merged = mergeVariant(model, { attributes: { size: "m", color: "blue" }, localized: {} }, false);
    expect(merged).toMatchObject({
      name: "T-shirt",
      description: "Cotton",
      categoryId: "c1",
      tags: ["summer"],
      attributes: { material: "cotton", color: "blue", size: "m" },
      localized: { "de-DE": { name: "T-Shirt", attributes: { care: "30°" } } },
    });
    expect(merged.inherited).toEqual(["attributes.material", "categoryId", "description", "localized.de-DE.attributes.care", "localized.de-DE.name", "name", "tags"]);
  });

  it("the variant's own values win and are not inherited; linked assets are named when taken from the model", () => {
    const own = { name: "Tee M", description: "Heavy", categoryId: "c2", tags: ["x"], attributes: { material: "linen" }, localized: { "de-DE": { name: "Tee M", attributes: { care: "40°" } } } };
    const merged = mergeVariant(model, own, true);
    expect(merged).toMatchObject({ name: "Tee M", description: "Heavy", categoryId: "c2", tags: ["x"], attributes: { material: "linen", color: "red" } });
    expect(merged.localized["de-DE"]).toEqual({ name: "Tee M", attributes: { care: "40°" } });
    expect(merged.inherited).toEqual(["assets", "attributes.color"]);
  });

  it("a model with nothing to give leaves nothing inherited but its name", () => {
    const bare = { ...model, description: null, categoryId: null, tags: [], attributes: {}, localized: {} };
    expect(mergeVariant(bare, { attributes: {}, localized: {} }, false).inherited).toEqual(["name"]);
  });
});

describe("patchOwn", () => {
  const own = { name: "Tee M", tags: ["x"], attributes: { size: "m", fit: "slim" }, localized: { fr: { name: "Tee" } } };

  it("merges attributes and locales like any PATCH; null or empty goes back to the model's", () => {
    expect(patchOwn(own, { name: undefined, tags: [], attributes: { fit: null, size: "l" }, localized: { fr: null, de: { name: "T" } } })).toEqual({
      name: "Tee M",
      attributes: { size: "l" },
      localized: { de: { name: "T" } },
    });
    expect(patchOwn(own, { description: "Soft", categoryId: "c3" })).toEqual({ ...own, description: "Soft", categoryId: "c3" });
    expect(patchOwn({ ...own, description: "Soft" }, { description: null })).toEqual(own);
  });
});
