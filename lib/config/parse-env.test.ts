import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "./parse-env";

// Made at run time: a literal here would be published, and refused.
const secrets = { AUTH_SECRET: randomBytes(32).toString("base64url"), STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64url")}` };
const published = (...parts: string[]) => parts.join("");

describe("the environment", () => {
  it("treats a set but empty variable as unset, everywhere", () => {
    const env = parseEnv({ S3_ENDPOINT: "", PORT: " ", STRIPE_PRICE_PRO_YEAR: "", SMTP_URL: "" });
    expect(env.S3_ENDPOINT).toBe("http://127.0.0.1:4569");
    expect(env.PORT).toBe(3000);
    expect(env.STRIPE_PRICE_PRO_YEAR).toBe("price_pro_year");
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("gives development secrets outside production only", () => {
    expect(parseEnv({ NODE_ENV: "development" }).AUTH_SECRET).toHaveLength(45);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(ConfigurationError);
    expect(() => parseEnv({ NODE_ENV: "production", ...secrets, AUTH_SECRET: "" })).toThrow(/AUTH_SECRET is not set/);
    expect(() => parseEnv({ NODE_ENV: "production", ...secrets, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET is not set/);
  });

  it("refuses in production every secret this repository has published: former defaults, test, e2e and bench secrets", () => {
    const auth = ["local-development-secret-change-me-0123456789", published("test-secret", "-0123456789-0123456789-0123456789"), published("e2e-secret", "-0123456789-0123456789-0123456789"), published("bench-secret", "-0123456789-0123456789-0123456789")];
    for (const value of auth) expect(() => parseEnv({ NODE_ENV: "production", ...secrets, AUTH_SECRET: value }), value).toThrow(/AUTH_SECRET is a value published in this repository/);
    const webhook = ["whsec_local", published("whsec_", "test_0123456789abcdef"), published("whsec_", "e2e_0123456789")];
    for (const value of webhook) expect(() => parseEnv({ NODE_ENV: "production", ...secrets, STRIPE_WEBHOOK_SECRET: value }), value).toThrow(/STRIPE_WEBHOOK_SECRET is a value published/);
    expect(parseEnv({ NODE_ENV: "production", ...secrets })).toMatchObject(secrets);
  });

  it("refuses in production a secret too weak to sign with", () => {
    for (const value of ["a".repeat(64), "0123456789".repeat(3) + "01", "short"]) {
      expect(() => parseEnv({ NODE_ENV: "production", ...secrets, AUTH_SECRET: value }), value).toThrow(/AUTH_SECRET/);
    }
    for (const value of ["x", "whsec_x", `whsec_${"ab".repeat(20)}`, randomBytes(24).toString("base64url")]) {
      expect(() => parseEnv({ NODE_ENV: "production", ...secrets, STRIPE_WEBHOOK_SECRET: value }), value).toThrow(/STRIPE_WEBHOOK_SECRET is (too short|not a Stripe|a value published)/);
    }
    expect(parseEnv({ NODE_ENV: "production", ...secrets, STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("hex")}` }).STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
  });

  it("needs no secrets while next build collects page data", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).AUTH_SECRET).toHaveLength(45);
  });

  it("names a bad value", () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrow(/RATE_LIMIT_STORE/);
  });
});
