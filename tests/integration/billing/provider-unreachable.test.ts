import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { linkCustomer, makeStripeUnreachableFor } from "../../support/billing";

// Stripe drops the connection for these organisations only (tests/support/stripe-fake.ts).
describe("an unreachable payment provider", () => {
  it("answers checkout with 503, Retry-After and a message that says so, not a 500", async () => {
    const org = await createOrg();
    await makeStripeUnreachableFor(org.id);
    const res = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "starter", interval: "month" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    const { error } = errorOf(res);
    expect(error.code).toBe("INTERNAL");
    expect(error.message).toMatch(/payment provider cannot be reached/);
    expect(error.requestId).toBe(res.headers.get("x-request-id"));
  });

  it("answers the customer portal the same way", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    await makeStripeUnreachableFor(customer);
    const res = await call("POST", "/api/v1/billing/portal-session", { token: org.token, body: {} });
    expect(res.status).toBe(503);
    expect(errorOf(res).error.message).toMatch(/payment provider cannot be reached/);
  });
});
