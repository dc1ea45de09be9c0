import { describe, expect, it } from "vitest";
import { evaluateProduct } from "../evaluate";
import { attributeMapSchema } from "../schemas";
import type { SourceProduct } from "../resolve-source";
import { googleMerchant } from "./google-merchant";

const variant: SourceProduct = {
  sku: "TEE-RED-M",
  name: "Tee red M",
  description: "A cotton tee.",
  tags: [],
  categoryName: null,
  attributes: { price: [{ amount: 1500, currency: "EUR" }, { amount: 1500, currency: "JPY" }], ean: "4006381333931", brand: "Acme", url: "https://shop.example/tee" },
  localized: {},
  images: ["https://cdn.example/tee.jpg"],
  renditions: {},
  parentSku: "TEE",
  axisValues: [],
};

const map = attributeMapSchema.parse({
  id: { from: "sku" },
  title: { from: "name" },
  description: { from: "description" },
  link: { from: "attributes.url" },
  image_link: { from: "images[0]" },
  availability: { op: "constant", value: "in_stock" },
  price: { from: "attributes.price", op: "price", currency: "EUR" },
  brand: { from: "attributes.brand" },
  gtin: { from: "attributes.ean" },
});

const evaluate = (product: SourceProduct, m = map) => evaluateProduct(product, m, "en", "en", new Map(), googleMerchant);

describe("a templated channel's evaluation", () => {
  it("formats prices with the currency's digits and fills a variant's item_group_id with its model's sku", () => {
    const { record } = evaluate(variant);
    expect(record).toMatchObject({ price: "15.00 EUR", item_group_id: "TEE", gtin: "4006381333931" });
    const yen = evaluate(variant, { ...map, price: { from: "attributes.price", op: "price", currency: "JPY", required: false } });
    expect(yen.record?.price).toBe("1500 JPY");
  });

  it("leaves the main image out of the further images", () => {
    const images = ["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"];
    const withImages = { ...map, additional_image_link: { from: "images", op: "copy", required: false } } as typeof map;
    expect(evaluate({ ...variant, images }, withImages).record).toMatchObject({ image_link: images[0], additional_image_link: [images[1]] });
    expect(evaluate({ ...variant, images: images.slice(0, 1) }, withImages).record).not.toHaveProperty("additional_image_link");
  });

  it("leaves item_group_id out for a product that is not a variant", () => {
    expect(evaluate({ ...variant, parentSku: null }).record).not.toHaveProperty("item_group_id");
  });

  it("skips a product without a price in the currency, with a transform error", () => {
    const result = evaluate({ ...variant, attributes: { ...variant.attributes, price: [{ amount: 1500, currency: "USD" }] } });
    expect(result.record).toBeNull();
    expect(result.evaluation.transformErrors).toEqual([{ target: "price", rule: "price", message: "no price in EUR" }]);
    expect(evaluate({ ...variant, attributes: { ...variant.attributes, price: undefined } }).evaluation.transformErrors).toEqual([
      { target: "price", rule: "price", message: "no price in EUR" },
    ]);
  });

  it("skips a product with a wrong GTIN check digit, naming the rule", () => {
    const result = evaluate({ ...variant, attributes: { ...variant.attributes, ean: "4006381333932" } });
    expect(result.record).toBeNull();
    expect(result.evaluation.transformErrors).toEqual([{ target: "gtin", rule: "gtin", message: "The check digit should be 1." }]);
    expect(result.lastError).toContain("gtin");
  });

  it("requires the template's required targets whatever the map says, mapped or not", () => {
    const withoutLink = Object.fromEntries(Object.entries(map).filter(([target]) => target !== "link"));
    const result = evaluate({ ...variant, description: null }, withoutLink);
    expect(result.record).toBeNull();
    expect(result.evaluation.missingRequired.sort()).toEqual(["description", "link"]);
  });
});
