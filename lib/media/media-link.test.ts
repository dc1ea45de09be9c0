import { describe, expect, it } from "vitest";
import { expiringMediaLink, mediaToken, readMediaToken } from "./media-link";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const assetId = "6f1c1a52-3c1e-4d5e-9a55-0c4b7f1f2a10";
const presetId = "0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31";

describe("media link tokens", () => {
  it("round-trips an asset and a rendition reference", () => {
    expect(readMediaToken(mediaToken({ assetId, presetId: null }, secret), secret)).toEqual({ assetId, presetId: null });
    expect(readMediaToken(mediaToken({ assetId, presetId }, secret), secret)).toEqual({ assetId, presetId });
  });

  it("is stable: the same reference gives the same link", () => {
    expect(mediaToken({ assetId, presetId }, secret)).toBe(mediaToken({ assetId, presetId }, secret));
  });

  it("refuses a tampered, forged, truncated or foreign token", () => {
    const token = mediaToken({ assetId, presetId: null }, secret);
    const [body, mac] = token.split(".");
    const other = Buffer.from(JSON.stringify(["0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31", null])).toString("base64url");
    expect(readMediaToken(`${other}.${mac}`, secret)).toBeNull();
    expect(readMediaToken(token.slice(0, -2), secret)).toBeNull();
    expect(readMediaToken(body!, secret)).toBeNull();
    expect(readMediaToken(token, "another-secret-that-is-long-enough-0123456789")).toBeNull();
    expect(readMediaToken("", secret)).toBeNull();
  });

  it("refuses a signed token whose contents are not asset ids", () => {
    // Signed with the right secret, but not something mediaToken would mint.
    const odd = mediaToken({ assetId: "../../etc/passwd", presetId: null }, secret);
    expect(readMediaToken(odd, secret)).toBeNull();
  });

  it("reads an expiring link until the end of the day after next, and not after", () => {
    const now = Date.UTC(2026, 0, 10, 15, 0, 0);
    const link = expiringMediaLink(assetId, now, secret);
    const token = link.slice(link.lastIndexOf("/") + 1);
    expect(expiringMediaLink(assetId, now + 3_600_000, secret)).toBe(link);
    expect(readMediaToken(token, secret, now)).toEqual({ assetId, presetId: null });
    expect(readMediaToken(token, secret, Date.UTC(2026, 0, 11, 23, 59))).toEqual({ assetId, presetId: null });
    expect(readMediaToken(token, secret, Date.UTC(2026, 0, 12, 0, 0))).toBeNull();
    expect(readMediaToken(token, "another-secret-that-is-long-enough-0123456789", now)).toBeNull();
  });
});
