import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { PLANS } from "../../../lib/billing/plans";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";
import { deliver, event, linkCustomer, now, rid, stripeRequests, subscription } from "../../support/billing";
import { TEST_ENV } from "../../setup/test-env";

const APP = TEST_ENV.APP_BASE_URL!;

describe("GET /api/v1/billing/subscription", () => {
  it("lists the plans for sale with annual = 10 x monthly from configuration, in integer minor units", async () => {
    const org = await createOrg();
    const res = await call("GET", "/api/v1/billing/subscription", { token: org.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ subscription: null, portalAvailable: false, selfServeAvailable: true });

    const plans = res.body.availablePlans as { code: string; name: string; interval: string; unitAmount: number; currency: string }[];
    // Free has no price and Enterprise has none configured by default: neither is for sale.
    expect(plans.map((p) => `${p.code}/${p.interval}`)).toEqual(["starter/month", "starter/year", "pro/month", "pro/year"]);
    for (const code of ["starter", "pro"]) {
      const configured = PLANS.find((p) => p.code === code)!;
      const month = plans.find((p) => p.code === code && p.interval === "month")!;
      const year = plans.find((p) => p.code === code && p.interval === "year")!;
      expect(month.unitAmount).toBe(configured.monthlyAmount);
      expect(year.unitAmount).toBe(10 * configured.monthlyAmount);
      expect(Number.isInteger(month.unitAmount) && Number.isInteger(year.unitAmount)).toBe(true);
      expect(month).toMatchObject({ name: configured.name, currency: "eur" });
    }
  });

  it("shows a running subscription and switches the client from checkout to the portal", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const periodEnd = now() + 20 * 86_400;
    await deliver(event("customer.subscription.created", subscription({ id: rid("sub"), customer, price: "price_pro_year", periodEnd }), now()));

    const res = await call("GET", "/api/v1/billing/subscription", { token: org.token });
    expect(res.body).toMatchObject({
      subscription: { planCode: "pro", status: "active", interval: "year", currentPeriodEnd: new Date(periodEnd * 1000).toISOString(), cancelAtPeriodEnd: false },
      portalAvailable: true,
      selfServeAvailable: false,
    });
    const checkout = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "starter", interval: "month" } });
    expect(checkout.status).toBe(409);
    expect(errorOf(checkout).error.code).toBe("INVALID_STATE");
  });

  it("keeps enterprise agreements out of self-serve", async () => {
    const org = await createOrg("supplier", "enterprise");
    const res = await call("GET", "/api/v1/billing/subscription", { token: org.token });
    expect(res.body).toMatchObject({ subscription: null, selfServeAvailable: false, portalAvailable: false });
    const checkout = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "pro", interval: "month" } });
    expect(checkout.status).toBe(409);
  });
});

describe("POST /api/v1/billing/checkout-session", () => {
  it("creates the Stripe customer once and a checkout with automatic tax, VAT ID collection and server-built URLs", async () => {
    const org = await createOrg();
    const res = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "starter", interval: "year" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });

    const customer = await db.billingCustomer.findUniqueOrThrow({ where: { organizationId: org.id } });
    const created = (await stripeRequests({ method: "POST", path: "/v1/customers" })).filter((r) => r.form["metadata[organizationId]"] === org.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`customer-for-organization:${org.id}`);
    expect(created[0]!.stripeVersion).toBe("2026-10-28.endive");

    const session = (await stripeRequests({ method: "POST", path: "/v1/checkout/sessions" })).find((r) => r.form.client_reference_id === org.id)!;
    expect(session.form).toMatchObject({
      mode: "subscription",
      customer: customer.stripeCustomerId,
      "line_items[0][price]": "price_starter_year",
      "line_items[0][quantity]": "1",
      "automatic_tax[enabled]": "true",
      "tax_id_collection[enabled]": "true",
      "customer_update[address]": "auto",
      "customer_update[name]": "auto",
      billing_address_collection: "required",
      success_url: `${APP}/producer/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP}/producer/billing?checkout=cancelled`,
      "subscription_data[metadata][organizationId]": org.id,
      "subscription_data[metadata][planCode]": "starter",
    });

    const again = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "pro", interval: "month" } });
    expect(again.status).toBe(200);
    expect((await stripeRequests({ method: "POST", path: "/v1/customers" })).filter((r) => r.form["metadata[organizationId]"] === org.id)).toHaveLength(1);
    const audit = await db.auditEvent.findMany({ where: { organizationId: org.id, action: "billing.checkout_session.created" } });
    expect(audit).toHaveLength(2);
  });

  it("returns a buyer to the buyer portal's billing page", async () => {
    const buyer = await createOrg("buyer");
    expect((await call("POST", "/api/v1/billing/checkout-session", { token: buyer.token, body: { planCode: "starter", interval: "month" } })).status).toBe(200);
    const session = (await stripeRequests({ method: "POST", path: "/v1/checkout/sessions" })).find((r) => r.form.client_reference_id === buyer.id)!;
    expect(session.form.success_url).toBe(`${APP}/buyer/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.form.cancel_url).toBe(`${APP}/buyer/billing?checkout=cancelled`);
  });

  it("gives concurrent first checkouts one Stripe customer", async () => {
    const org = await createOrg();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call("POST", "/api/v1/billing/checkout-session", { token: org.token, body: { planCode: "pro", interval: "year" } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const sessions = (await stripeRequests({ method: "POST", path: "/v1/checkout/sessions" })).filter((r) => r.form.client_reference_id === org.id);
    expect(new Set(sessions.map((s) => s.form.customer)).size).toBe(1);
    expect(await db.billingCustomer.count({ where: { organizationId: org.id } })).toBe(1);
  });

  it("refuses client redirect URLs, unknown fields and plans that are not for sale with 422", async () => {
    const org = await createOrg();
    const attempts: [Record<string, unknown>, string][] = [
      [{ planCode: "pro", interval: "month", successUrl: "https://evil.example/ok" }, "successUrl"],
      [{ planCode: "pro", interval: "month", cancelUrl: "https://evil.example/no" }, "cancelUrl"],
      [{ planCode: "pro", interval: "month", returnUrl: "https://evil.example/back" }, "returnUrl"],
      [{ planCode: "pro", interval: "month", quantity: 3 }, "quantity"],
      [{ planCode: "pro", interval: "week" }, "interval"],
      [{ interval: "month" }, "planCode"],
      [{ planCode: "free", interval: "month" }, "planCode"],
      [{ planCode: "enterprise", interval: "year" }, "planCode"],
      [{ planCode: "platinum", interval: "year" }, "planCode"],
    ];
    for (const [body, path] of attempts) {
      const res = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
    const notJson = await call("POST", "/api/v1/billing/checkout-session", { token: org.token, rawBody: "{", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(await db.billingCustomer.count({ where: { organizationId: org.id } })).toBe(0);
  });
});

describe("POST /api/v1/billing/portal-session", () => {
  it("opens Stripe's portal for an existing customer, with the server's return URL", async () => {
    const org = await createOrg();
    const none = await call("POST", "/api/v1/billing/portal-session", { token: org.token, body: {} });
    expect(none.status).toBe(409);
    expect(errorOf(none).error.code).toBe("INVALID_STATE");

    const customer = await linkCustomer(org);
    const res = await call("POST", "/api/v1/billing/portal-session", { token: org.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) });
    const sent = (await stripeRequests({ method: "POST", path: "/v1/billing_portal/sessions" })).find((r) => r.form.customer === customer)!;
    expect(sent.form.return_url).toBe(`${APP}/producer/billing`);

    const empty = await call("POST", "/api/v1/billing/portal-session", { token: org.token });
    expect(empty.status).toBe(200);
    const redirect = await call("POST", "/api/v1/billing/portal-session", { token: org.token, body: { returnUrl: "https://evil.example" } });
    expect(redirect.status).toBe(422);
    expect(errorOf(redirect).error.details).toEqual([{ path: "returnUrl", message: "Unknown field." }]);
  });

  it("is refused to a sandbox key even with billing:create", async () => {
    const org = await createOrg();
    await linkCustomer(org);
    const sandbox = await createKey(org, ["billing:create", "billing:read"], true);
    const res = await call("POST", "/api/v1/billing/portal-session", { apiKey: sandbox.key, body: {} });
    expect(res.status).toBe(403);
    expect(errorOf(res).error.code).toBe("SANDBOX_READONLY");
    expect((await call("GET", "/api/v1/billing/subscription", { apiKey: sandbox.key })).status).toBe(200);
  });
});
