import { describe, expect, it } from "vitest";
import { googleMerchant } from "./google-merchant";
import { proposeMap, type ProposalAttribute } from "./propose-map";

describe("the proposed map of a Google Merchant channel", () => {
  const attributes: ProposalAttribute[] = [
    { code: "ean", type: "gtin", labels: { en: "EAN" } },
    { code: "list_price", type: "price", labels: { en: "Price" } },
    { code: "manufacturer", type: "text", labels: { en: "Brand", de: "Marke" } },
    { code: "colour", type: "select", labels: {} },
    { code: "product_url", type: "url", labels: {} },
    { code: "availability", type: "select", labels: {} },
    { code: "size", type: "metric", labels: {} },
  ];
  const map = proposeMap(googleMerchant, attributes, "EUR");

  it("maps product fields and attributes by code, label and well-known alias", () => {
    expect(map.id).toEqual({ from: "sku", op: "copy", required: true });
    expect(map.title).toEqual({ from: "name", op: "copy", required: true });
    expect(map.description).toEqual({ from: "description", op: "copy", required: true });
    expect(map.image_link).toEqual({ from: "images[0]", op: "copy", required: true });
    expect(map.additional_image_link).toEqual({ from: "images", op: "copy", required: false });
    expect(map.gtin).toEqual({ from: "attributes.ean", op: "copy", required: false });
    expect(map.price).toEqual({ from: "attributes.list_price", op: "price", currency: "EUR", required: true });
    expect(map.brand).toEqual({ from: "attributes.manufacturer", op: "copy", required: false });
    expect(map.color).toEqual({ from: "attributes.colour", op: "label", required: false });
    expect(map.link).toEqual({ from: "attributes.product_url", op: "copy", required: true });
    expect(map.availability).toEqual({ from: "attributes.availability", op: "copy", required: true });
    expect(map.product_type).toEqual({ from: "categoryName", op: "copy", required: false });
  });

  it("leaves out what nothing fits: a metric is not a size text, and nothing names a condition", () => {
    expect(map.size).toBeUndefined();
    expect(map.condition).toBeUndefined();
    expect(Object.keys(map).every((target) => googleMerchant.targets.some((t) => t.name === target))).toBe(true);
  });
});
