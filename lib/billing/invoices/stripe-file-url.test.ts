import { describe, expect, it } from "vitest";
import { isStripeFileUrl } from "./stripe-file-url";

describe("invoice PDF source", () => {
  it("accepts Stripe's hosts over HTTPS only", () => {
    expect(isStripeFileUrl("https://pay.stripe.com/invoice/acct_1/test_x/pdf?s=ap", undefined)).toBe(true);
    expect(isStripeFileUrl("http://pay.stripe.com/invoice/x/pdf", undefined)).toBe(false);
    expect(isStripeFileUrl("https://stripe.com.evil.example/x.pdf", undefined)).toBe(false);
    expect(isStripeFileUrl("https://evilstripe.com/x.pdf", undefined)).toBe(false);
    expect(isStripeFileUrl("not a url", undefined)).toBe(false);
  });

  it("accepts the configured API base (a local fake) and nothing else on plain HTTP", () => {
    expect(isStripeFileUrl("http://127.0.0.1:4010/files/in_1.pdf", "http://127.0.0.1:4010")).toBe(true);
    expect(isStripeFileUrl("http://127.0.0.1:4011/files/in_1.pdf", "http://127.0.0.1:4010")).toBe(false);
  });
});
