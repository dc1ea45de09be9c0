import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "./signature";

describe("webhook signatures", () => {
  const body = '{"type":"product.updated"}';
  const now = 1_800_000_000;

  it("verifies what it signs, and nothing else", () => {
    const header = signPayload("whsec_a", body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, "whsec_a", body, now)).toBe(true);
    expect(verifySignature(header, "whsec_b", body, now)).toBe(false);
    expect(verifySignature(header, "whsec_a", body + " ", now)).toBe(false);
    expect(verifySignature(null, "whsec_a", body, now)).toBe(false);
    expect(verifySignature("t=1800000000,v1=zz", "whsec_a", body, now)).toBe(false);
  });

  it("refuses a signature older than the tolerance", () => {
    const header = signPayload("whsec_a", body, now - 301);
    expect(verifySignature(header, "whsec_a", body, now)).toBe(false);
    expect(verifySignature(header, "whsec_a", body, now, 600)).toBe(true);
  });
});
