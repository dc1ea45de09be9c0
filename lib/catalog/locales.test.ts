import { describe, expect, it } from "vitest";
import { canonicalLocale, LANGUAGE_TAG } from "./locales";

// Tags from a small alphabet of subtags, joined at random: the pattern must
// accept exactly what canonicalLocale accepts, but for repeated variants and
// singletons, which it cannot see.
const SUBTAGS = ["en", "de", "GB", "ch", "1996", "fonipa", "Latn", "u", "t", "x", "a", "ca", "gregory", "h0", "abc", "1a", "a1", "123", "abcde", "q", "aa", "0abc", "k0", "ab1", "", "_"];

function repeats(tag: string): boolean {
  const parts = tag.toLowerCase().split("-");
  return parts.some((p, i) => p.length !== 2 && parts.indexOf(p) !== i);
}

describe("LANGUAGE_TAG", () => {
  it("accepts what canonicalLocale accepts", () => {
    for (const tag of ["en", "en-GB", "de-CH-1996", "zh-Hant-TW", "en-US-u-ca-buddhist-co-phonebk", "en-t-de-h0-hybrid", "EN-gb", "en-x-private"]) {
      expect(canonicalLocale(tag), tag).not.toBeNull();
      expect(LANGUAGE_TAG.test(tag), tag).toBe(true);
    }
    for (const tag of ["x-foo", "root", "en_US", "i-klingon", "en-u-a1", "abcd", "en-", "-en", "123", "en--GB"]) {
      expect(canonicalLocale(tag), tag).toBeNull();
      expect(LANGUAGE_TAG.test(tag), tag).toBe(false);
    }
  });

  it("agrees with canonicalLocale on random tags", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const tag = Array.from({ length: 1 + Math.floor(next() * 6) }, () => SUBTAGS[Math.floor(next() * SUBTAGS.length)]).join("-");
      const accepted = canonicalLocale(tag) !== null;
      if (accepted !== LANGUAGE_TAG.test(tag) && !(repeats(tag) && !accepted)) disagreements.push(tag);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
  });
});
