import { describe, expect, it } from "vitest";
import { changeBodyOf, dayOf, expiryOf, filterInWords, hasExpired, shareBodyOf, sharedInWords, sourceInWords, type ShareForm } from "./share-links";

const NOW = new Date("2026-11-27T12:00:00");
const form = (over: Partial<ShareForm> = {}): ShareForm => ({ name: "For Acme", expires: "2026-12-27", password: "", includeAssets: false, locale: "en", ...over });

describe("a new share link's body", () => {
  it("shares the chosen ids or the filter, with the end of the chosen day and no empty password", () => {
    expect(shareBodyOf(form(), { kind: "ids", ids: ["a", "b"] }, NOW)).toEqual({
      body: { name: "For Acme", productIds: ["a", "b"], locale: "en", includeAssets: false, expiresAt: new Date("2026-12-27T23:59:59").toISOString() },
    });
    expect(shareBodyOf(form({ expires: "", password: "open sesame", includeAssets: true }), { kind: "filter", filter: { familyCode: "shirts" }, total: 4 }, NOW)).toEqual({
      body: { name: "For Acme", filter: { familyCode: "shirts" }, locale: "en", includeAssets: true, password: "open sesame" },
    });
  });

  it("names the first problem at its field", () => {
    expect(shareBodyOf(form({ name: "  " }), { kind: "ids", ids: ["a"] }, NOW)).toMatchObject({ field: "name" });
    expect(shareBodyOf(form({ expires: "2026-11-26" }), { kind: "ids", ids: ["a"] }, NOW)).toEqual({ field: "expires", problem: "Choose today or a later day." });
    expect(shareBodyOf(form({ expires: "2026-11-27" }), { kind: "ids", ids: ["a"] }, NOW)).toHaveProperty("body");
    expect(shareBodyOf(form({ password: "short" }), { kind: "ids", ids: ["a"] }, NOW)).toEqual({ field: "password", problem: "A password has at least 8 characters." });
  });

  it("reads a stored expiry back as the day it ends", () => {
    expect(dayOf(expiryOf("2027-01-31"))).toBe("2027-01-31");
    expect(dayOf(null)).toBe("");
    expect(expiryOf("31/01/2027")).toBeNull();
  });
});

describe("a sent link's change", () => {
  const link = { expiresAt: expiryOf("2026-12-27") };
  it("sends only what changed: a new day, no expiry, a new or no password", () => {
    expect(changeBodyOf(link, { expires: "2026-12-27", choice: "keep", password: "" }, NOW)).toEqual({ body: {} });
    expect(changeBodyOf(link, { expires: "", choice: "remove", password: "" }, NOW)).toEqual({ body: { expiresAt: null, password: null } });
    expect(changeBodyOf(link, { expires: "2027-01-02", choice: "set", password: "a new secret" }, NOW)).toEqual({
      body: { expiresAt: new Date("2027-01-02T23:59:59").toISOString(), password: "a new secret" },
    });
  });

  it("refuses a past day and a missing or short password", () => {
    expect(changeBodyOf(link, { expires: "2026-01-01", choice: "keep", password: "" }, NOW)).toMatchObject({ field: "expires" });
    expect(changeBodyOf(link, { expires: "2026-12-27", choice: "set", password: "" }, NOW)).toEqual({ field: "password", problem: "Give the new password." });
    expect(changeBodyOf(link, { expires: "2026-12-27", choice: "set", password: "1234567" }, NOW)).toMatchObject({ field: "password" });
  });

  it("keeps an expired link's past day when only its password changes", () => {
    expect(changeBodyOf({ expiresAt: "2026-01-01T10:00:00.000Z" }, { expires: dayOf("2026-01-01T10:00:00.000Z"), choice: "remove", password: "" }, NOW)).toEqual({ body: { password: null } });
  });
});

describe("what a link shares, in words", () => {
  const names = {
    family: (code: string) => ({ shirts: "Shirts" })[code],
    attribute: (code: string) => ({ colour: "Colour", weight: "Weight" })[code],
    option: (attribute: string, code: string) => (attribute === "colour" ? { red: "Red", blue: "Blue" }[code] : undefined),
    category: () => "Outdoor",
    channel: () => "Google Shopping",
  };

  it("counts a fixed selection", () => {
    expect(sharedInWords({ productIds: ["a"], filter: null })).toBe("1 product");
    expect(sharedInWords({ productIds: Array.from({ length: 1200 }, (_, i) => String(i)), filter: null })).toBe("1,200 products");
  });

  it("says a filter with the dictionary's names, codes where it has none", () => {
    const filter = { q: "polo", familyCode: "shirts,mugs", "attr.colour": "red,blue", "attr.weight.gte": "2", status: "active", categoryId: "c1", notReadyFor: "ch1", kind: "model" };
    expect(sharedInWords({ productIds: null, filter }, names)).toBe(
      "a filter: matching “polo”, family Shirts or mugs, Colour Red or Blue, Weight at least 2, status active, in Outdoor, not ready for Google Shopping, models",
    );
    expect(filterInWords({ "attr.colour": "red" })).toBe("colour red");
    expect(filterInWords({})).toBe("every active product");
  });

  it("says what a new link will share", () => {
    expect(sourceInWords({ kind: "ids", ids: ["a", "b"] })).toBe("the 2 products you selected");
    expect(sourceInWords({ kind: "filter", filter: { tags: "sale" }, total: 40 })).toBe("the products of this filter: tagged sale (40 products now; the list follows the catalogue as it changes)");
  });

  it("knows an expired link", () => {
    expect(hasExpired({ expiresAt: null }, NOW)).toBe(false);
    expect(hasExpired({ expiresAt: "2026-11-27T11:00:00Z" }, new Date("2026-11-27T12:00:00Z"))).toBe(true);
  });
});
