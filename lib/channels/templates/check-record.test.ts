import { describe, expect, it } from "vitest";
import { checkRecord } from "./check-record";
import { googleMerchant } from "./google-merchant";

const good = {
  id: "LAMP-1",
  title: "Desk lamp",
  description: "A lamp for a desk.",
  link: "https://shop.example/lamp-1",
  image_link: "https://cdn.example/lamp-1.jpg",
  availability: "in_stock",
  price: "15.00 EUR",
  brand: "Lumen",
  gtin: "4006381333931",
};

const rulesOf = (fields: Record<string, unknown>) => checkRecord(googleMerchant, fields).map((f) => `${f.target}:${f.rule}`);

describe("Google Merchant record checks", () => {
  it("passes a complete record", () => {
    expect(checkRecord(googleMerchant, good)).toEqual([]);
  });

  it("names the target and the rule of each failure", () => {
    expect(rulesOf({ ...good, title: "x".repeat(151) })).toEqual(["title:maxLength"]);
    expect(rulesOf({ ...good, availability: "available" })).toEqual(["availability:allowedValues"]);
    expect(rulesOf({ ...good, link: "/lamp-1" })).toEqual(["link:url"]);
    expect(rulesOf({ ...good, link: "ftp://shop.example/x" })).toEqual(["link:url"]);
    expect(rulesOf({ ...good, gtin: "4006381333932" })).toEqual(["gtin:gtin"]);
    expect(rulesOf({ ...good, gtin: "12345" })).toEqual(["gtin:gtin"]);
    expect(rulesOf({ ...good, additional_image_link: Array.from({ length: 11 }, (_, i) => `https://cdn.example/${i}.jpg`) })).toEqual(["additional_image_link:maxItems"]);
    expect(rulesOf({ ...good, additional_image_link: ["https://cdn.example/1.jpg", "not a url"] })).toEqual(["additional_image_link:url"]);
    expect(rulesOf({ ...good, description: ["a", "b"] })).toEqual(["description:text"]);
  });

  it("counts a title's characters, not its UTF-16 units", () => {
    expect(rulesOf({ ...good, title: "😀".repeat(150) })).toEqual([]);
  });

  it("takes prices with the currency's minor-unit digits only", () => {
    for (const price of ["15.00 EUR", "1500 JPY", "1.500 KWD", "0.99 USD"]) expect(rulesOf({ ...good, price })).toEqual([]);
    for (const price of ["15 EUR", "15.0 EUR", "15.00 JPY", "15.00EUR", "15,00 EUR", "15.00 XYZ", "EUR 15.00", 15]) expect(rulesOf({ ...good, price })).toEqual(["price:price"]);
    expect(rulesOf({ ...good, sale_price: "9.5 EUR" })).toEqual(["sale_price:price"]);
  });

  it("needs brand and a gtin or an mpn unless identifier_exists is no", () => {
    expect(rulesOf({ ...good, gtin: undefined })).toEqual(["gtin:identifiers"]);
    expect(rulesOf({ ...good, gtin: undefined, mpn: "LMP-001" })).toEqual([]);
    expect(rulesOf({ ...good, brand: undefined })).toEqual(["gtin:identifiers"]);
    expect(rulesOf({ ...good, brand: undefined, gtin: undefined, identifier_exists: "no" })).toEqual([]);
    expect(rulesOf({ ...good, identifier_exists: "maybe" })).toEqual(["identifier_exists:allowedValues"]);
  });

  it("leaves empty values to the required check", () => {
    expect(rulesOf({ ...good, condition: "", color: null })).toEqual([]);
  });
});
