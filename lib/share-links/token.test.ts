import { describe, expect, it } from "vitest";
import { isUnlockCookie, shareLinkIdOf, shareToken, unlockCookieValue } from "./token";

const ID = "0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31";

describe("share link tokens", () => {
  it("carry the id, signed", () => {
    const token = shareToken(ID, "secret-a");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shareLinkIdOf(token, "secret-a")).toBe(ID);
  });

  it("open nothing under another secret, altered, or of another shape", () => {
    const token = shareToken(ID, "secret-a");
    expect(shareLinkIdOf(token, "secret-b")).toBeNull();
    const altered = (token[0] === "A" ? "B" : "A") + token.slice(1);
    expect(shareLinkIdOf(altered, "secret-a")).toBeNull();
    expect(shareLinkIdOf(token.slice(1), "secret-a")).toBeNull();
    expect(shareLinkIdOf("../../etc/passwd", "secret-a")).toBeNull();
  });

  it("open nothing when spelt another way that decodes to the same bytes", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let n = 0; n < 64; n++) {
      const token = shareToken(`0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f${String(n).padStart(4, "0")}`, "secret-a");
      const last = alphabet.indexOf(token.at(-1)!);
      expect(last % 4, token).toBe(0);
      for (let pad = 1; pad < 4; pad++) {
        const respelt = token.slice(0, 42) + alphabet[last + pad];
        expect(Buffer.from(respelt, "base64url").equals(Buffer.from(token, "base64url"))).toBe(true);
        expect(shareLinkIdOf(respelt, "secret-a"), respelt).toBeNull();
      }
    }
  });

  it("unlock cookies are bound to the link and its password", () => {
    const value = unlockCookieValue(ID, "hash-1", "s");
    expect(isUnlockCookie(value, ID, "hash-1", "s")).toBe(true);
    expect(isUnlockCookie(value, ID, "hash-2", "s")).toBe(false);
    expect(isUnlockCookie(value, "0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d32", "hash-1", "s")).toBe(false);
    expect(isUnlockCookie(undefined, ID, "hash-1", "s")).toBe(false);
    expect(isUnlockCookie("short", ID, "hash-1", "s")).toBe(false);
  });
});
