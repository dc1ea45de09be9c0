import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "./parse-env";

const secrets = { AUTH_SECRET: "a-random-secret-of-more-than-32-characters", STRIPE_WEBHOOK_SECRET: "whsec_random_0123456789" };

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

  it("refuses in production the values this repository once shipped as defaults", () => {
    expect(() => parseEnv({ NODE_ENV: "production", ...secrets, AUTH_SECRET: "local-development-secret-change-me-0123456789" })).toThrow(/published in this repository/);
    expect(() => parseEnv({ NODE_ENV: "production", ...secrets, STRIPE_WEBHOOK_SECRET: "whsec_local" })).toThrow(/published/);
    expect(parseEnv({ NODE_ENV: "production", ...secrets })).toMatchObject(secrets);
  });

  it("needs no secrets while next build collects page data", () => {
    expect(parseEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).AUTH_SECRET).toHaveLength(45);
  });

  it("names a bad value", () => {
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrow(/RATE_LIMIT_STORE/);
  });
});
