import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { deliver, event, invoice, linkCustomer, now, putFakeInvoice, rid, subscription, waitForArchive } from "../../support/billing";

const READS = ["/api/v1/billing/subscription", "/api/v1/billing/invoices"];

describe("billing permissions", () => {
  it("gives billing to owners and admins, and to keys with the billing scopes only", async () => {
    const org = await createOrg();
    await linkCustomer(org);
    const inv = invoice({ customer: (await db.billingCustomer.findUniqueOrThrow({ where: { organizationId: org.id } })).stripeCustomerId });
    await putFakeInvoice(inv);
    await deliver(event("invoice.finalized", inv, now()));
    const invoiceId = (await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: inv.id } })).id;
    await waitForArchive(inv.id);
    const document = `/api/v1/billing/invoices/${invoiceId}/document?format=pdf`;

    const admin = await addMember(org, "admin");
    const editor = await addMember(org, "editor");
    const viewer = await addMember(org, "viewer");
    const noBilling = await createKey(org, ["products:write", "assets:write", "channels:write", "analytics:read"]);
    const reader = await createKey(org, ["billing:read"]);
    const creator = await createKey(org, ["billing:create"]);

    for (const who of [{ token: org.token }, { token: admin.token }]) {
      for (const path of [...READS, document]) expect((await call("GET", path, who)).status, path).toBe(200);
      expect((await call("POST", "/api/v1/billing/portal-session", { ...who, body: {} })).status).toBe(200);
    }
    for (const who of [{ token: editor.token }, { token: viewer.token }, { apiKey: noBilling.key }]) {
      for (const path of [...READS, document]) {
        const res = await call("GET", path, who);
        expect(res.status, path).toBe(403);
        expect(errorOf(res).error.code).toBe("FORBIDDEN");
      }
      expect((await call("POST", "/api/v1/billing/checkout-session", { ...who, body: { planCode: "pro", interval: "month" } })).status).toBe(403);
      expect((await call("POST", "/api/v1/billing/portal-session", { ...who, body: {} })).status).toBe(403);
    }
    for (const path of [...READS, document]) expect((await call("GET", path, { apiKey: reader.key })).status, path).toBe(200);
    expect((await call("POST", "/api/v1/billing/portal-session", { apiKey: reader.key, body: {} })).status).toBe(403);
    expect((await call("POST", "/api/v1/billing/portal-session", { apiKey: creator.key, body: {} })).status).toBe(200);
    expect((await call("GET", document, { apiKey: creator.key })).status).toBe(403);
    // Refused calls never reached the document lookup, so only the allowed ones are audited.
    expect(await db.auditEvent.count({ where: { organizationId: org.id, action: "billing.invoice_document.requested" } })).toBe(3);
    for (const path of [...READS, document]) expect((await call("GET", path)).status).toBe(401);
  });
});

describe("billing tenancy", () => {
  it("keeps every billing endpoint inside the credential's organisation", async () => {
    const a = await createOrg();
    const b = await createOrg();
    const customerA = await linkCustomer(a);
    await deliver(event("customer.subscription.created", subscription({ id: rid("sub"), customer: customerA, price: "price_pro_month" }), now()));
    const inv = invoice({ customer: customerA });
    await putFakeInvoice(inv);
    await deliver(event("invoice.paid", { ...inv, status: "paid", amount_paid: inv.total }, now()));
    await waitForArchive(inv.id);
    const invoiceA = (await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: inv.id } })).id;
    const notificationA = (await db.notification.findFirstOrThrow({ where: { organizationId: a.id } })).id;

    const asB = { token: b.token };
    const view = await call("GET", `/api/v1/billing/subscription?organizationId=${a.id}`, { ...asB, headers: { "x-organization-id": a.id } });
    expect(view.body).toMatchObject({ subscription: null, portalAvailable: false, selfServeAvailable: true });
    expect((await call("GET", "/api/v1/billing/invoices", asB)).body.items).toEqual([]);
    expect((await call("GET", `/api/v1/billing/invoices/${invoiceA}/document`, asB)).status).toBe(404);
    expect((await call("POST", "/api/v1/billing/portal-session", { ...asB, body: {} })).status).toBe(409);
    expect((await call("GET", "/api/v1/notifications", asB)).body.items).toEqual([]);
    expect((await call("POST", `/api/v1/notifications/${notificationA}/read`, asB)).status).toBe(404);
    expect((await db.notification.findUniqueOrThrow({ where: { id: notificationA } })).readAt).toBeNull();

    // B's checkout makes B's own customer, never touching A's.
    const checkout = await call("POST", "/api/v1/billing/checkout-session", { ...asB, body: { planCode: "starter", interval: "month" } });
    expect(checkout.status).toBe(200);
    expect((await db.billingCustomer.findUniqueOrThrow({ where: { organizationId: b.id } })).stripeCustomerId).not.toBe(customerA);
    expect((await db.organization.findUniqueOrThrow({ where: { id: b.id } })).tier).toBe("free");
    expect((await db.organization.findUniqueOrThrow({ where: { id: a.id } })).tier).toBe("pro");
  });
});
