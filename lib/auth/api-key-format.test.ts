import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, keyPrefix, looksLikeApiKey } from "./api-key-format";

describe("api key format", () => {
  it("mints live and sandbox keys with 32+ base62 characters", () => {
    const live = generateApiKey(false);
    const sandbox = generateApiKey(true);
    expect(live.key).toMatch(/^pis_live_[0-9A-Za-z]{32,}$/);
    expect(sandbox.key).toMatch(/^pis_sandbox_[0-9A-Za-z]{32,}$/);
    expect(live.key).not.toBe(generateApiKey(false).key);
  });

  it("stores only the SHA-256 of the key", () => {
    const { key, hash } = generateApiKey(false);
    expect(hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(hashApiKey(key)).toBe(hash);
    expect(hash).not.toContain(key.slice(9));
  });

  it("keeps a short visible prefix", () => {
    const { key, prefix } = generateApiKey(true);
    expect(prefix).toBe(key.slice(0, "pis_sandbox_".length + 6));
    expect(keyPrefix("pis_live_abcdefghijk")).toBe("pis_live_abcdef");
  });

  it("recognises the key shape", () => {
    expect(looksLikeApiKey(generateApiKey(false).key)).toBe(true);
    expect(looksLikeApiKey("pis_live_short")).toBe(false);
    expect(looksLikeApiKey("sk_live_" + "a".repeat(40))).toBe(false);
  });
});
