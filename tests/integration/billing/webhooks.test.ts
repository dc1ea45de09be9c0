import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg, type TestOrg } from "../../support/fixtures";
import { deliver, event, invoice, invoiceList, linkCustomer, mailsTo, notificationsOf, now, putFakeInvoice, rid, sendWebhook, subscription } from "../../support/billing";

async function tierOf(org: TestOrg) {
  return (await db.organization.findUniqueOrThrow({ where: { id: org.id } })).tier;
}

// Everything a webhook can change for an organisation, to prove a replay changed nothing.
async function billingSnapshot(org: TestOrg) {
  const notifications = await db.notification.findMany({ where: { organizationId: org.id }, orderBy: { id: "asc" } });
  const emailKeys = notifications.map((n) => `notification-email:${n.id}`);
  const [organization, sub, invoices, outbox] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: org.id }, select: { tier: true, updatedAt: true } }),
    db.subscription.findUnique({ where: { organizationId: org.id } }),
    db.invoice.findMany({ where: { organizationId: org.id }, orderBy: { id: "asc" } }),
    db.outboxEvent.count({ where: { OR: [{ data: { path: ["organizationId"], equals: org.id } }, { dedupeKey: { in: emailKeys } }] } }),
  ]);
  return { organization, sub, invoices, notifications: notifications.map((n) => n.id), outbox };
}

describe("POST /api/webhooks/stripe: signatures", () => {
  it("refuses a missing, wrong, tampered or stale signature with the API's error body", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const evt = event("customer.subscription.created", subscription({ id: rid("sub"), customer, price: "price_pro_month" }), now());

    const cases = [
      await call("POST", "/api/webhooks/stripe", { rawBody: JSON.stringify(evt), headers: { "content-type": "application/json" } }),
      await sendWebhook(evt, { secret: "whsec_someone_else" }),
      await sendWebhook(evt, { body: JSON.stringify({ ...evt, id: rid("evt") }) }),
      await sendWebhook(evt, { signature: "t=1,v1=deadbeef" }),
      await sendWebhook(evt, { timestamp: now() - 301 }),
      await sendWebhook(evt, { timestamp: now() + 3600 }),
      await sendWebhook(evt, { timestamp: now() + 301 }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(errorOf(res).error).toMatchObject({ code: "BAD_REQUEST", requestId: res.headers.get("x-request-id") });
    }
    expect(await tierOf(org)).toBe("free");
    expect(await db.providerEvent.count({ where: { id: evt.id } })).toBe(0);

    // A clock a few minutes ahead of ours is tolerated, as one behind is.
    const ahead = await sendWebhook({ ...evt, id: rid("evt"), data: { object: { ...evt.data.object, id: rid("sub") } } }, { timestamp: now() + 240 });
    expect(ahead.status).toBe(200);
    const fresh = await sendWebhook(evt, { timestamp: now() - 240 });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-request-id")).toBeTruthy();
    expect(await tierOf(org)).toBe("pro");
  });
});

describe("POST /api/webhooks/stripe: signed events that cannot be applied", () => {
  it("are acknowledged and recorded with the reason, never answered 500, and change nothing", async () => {
    const org = await createOrg();
    const events = [event("invoice.finalized", {}, now()), event("customer.subscription.updated", {}, now())];
    for (const evt of events) {
      const res = await sendWebhook(evt);
      expect(res.status, evt.type).toBe(200);
      const stored = await db.providerEvent.findUniqueOrThrow({ where: { id: evt.id } });
      expect(stored.notApplied, evt.type).toEqual(expect.any(String));
    }
    // Odd but harmless data is acknowledged too, whether or not it applies.
    for (const evt of [event("invoice.paid", { id: rid("in"), customer: 42, lines: "nope" }, now()), event("customer.subscription.created", { id: rid("sub"), items: { data: [{ price: null }] } }, now())]) {
      expect((await sendWebhook(evt)).status, evt.type).toBe(200);
    }
    expect(await tierOf(org)).toBe("free");
    // Delivered again, it is the same recorded event: no second attempt.
    expect((await sendWebhook(events[0]!)).status).toBe(200);
  });

  it("acknowledge and record a signed body that is not an event at all, however often it comes", async () => {
    const base = event("invoice.paid", {}, now());
    // JSON leaves out an undefined field.
    const bodies: unknown[] = [[], null, 12345, { ...base, type: undefined }, { ...base, id: undefined }, { ...base, id: "evt_\u0000nul" }];
    const before = await db.providerEvent.count({ where: { type: "(malformed)" } });
    for (const body of bodies) {
      const res = await sendWebhook(body as object);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body, JSON.stringify(body)).toEqual({ received: true, duplicate: false });
      expect((await sendWebhook(body as object)).body, JSON.stringify(body)).toEqual({ received: true, duplicate: true });
    }
    const recorded = await db.providerEvent.findMany({ where: { type: "(malformed)" }, orderBy: { receivedAt: "desc" }, take: bodies.length });
    expect(await db.providerEvent.count({ where: { type: "(malformed)" } })).toBe(before + bodies.length);
    for (const row of recorded) expect(row.notApplied).toMatch(/^The signed body/);
  });
});

describe("POST /api/webhooks/stripe: subscriptions", () => {
  it("moves the tier with the plan, back to free on deletion, and notifies owners and admins once", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    await addMember(org, "editor");
    const customer = await linkCustomer(org);
    const id = rid("sub");
    const t = now();

    await deliver(event("customer.subscription.created", subscription({ id, customer, price: "price_starter_month" }), t));
    expect(await tierOf(org)).toBe("starter");
    await deliver(event("customer.subscription.updated", subscription({ id, customer, price: "price_pro_year", cancelAtPeriodEnd: true }), t + 5));
    expect(await tierOf(org)).toBe("pro");
    const view = await call("GET", "/api/v1/billing/subscription", { token: org.token });
    expect(view.body.subscription).toMatchObject({ planCode: "pro", interval: "year", cancelAtPeriodEnd: true });

    const deleted = event("customer.subscription.deleted", subscription({ id, customer, price: "price_pro_year", status: "canceled" }), t + 10);
    await deliver(deleted);
    expect(await tierOf(org)).toBe("free");
    expect((await call("GET", "/api/v1/billing/subscription", { token: org.token })).body).toMatchObject({ subscription: null, selfServeAvailable: true });
    const notices = await notificationsOf(org, "subscriptionCancelled");
    expect(notices.map((n) => n.userId).sort()).toEqual([org.ownerId, admin.userId].sort());
    expect(notices[0]!.title).toBe("Pro subscription cancelled");
    await expect.poll(async () => (await mailsTo(admin.email)).map((m) => m.subject), { timeout: 15_000 }).toEqual(["Pro subscription cancelled"]);
  });

  it("changes nothing when an event is replayed", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const created = event("customer.subscription.created", subscription({ id: rid("sub"), customer, price: "price_starter_year" }), now());
    expect(await deliver(created)).toEqual({ received: true, duplicate: false });
    const before = await billingSnapshot(org);
    expect(await deliver(created)).toEqual({ received: true, duplicate: true });
    expect(await billingSnapshot(org)).toEqual(before);
  });

  it("is safe against out-of-order delivery", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const id = rid("sub");
    const t = now();
    // Stripe often delivers "updated" (now active) before "created" (still incomplete), in the same second.
    await deliver(event("customer.subscription.updated", subscription({ id, customer, price: "price_pro_month" }), t));
    await deliver(event("customer.subscription.created", subscription({ id, customer, price: "price_pro_month", status: "incomplete" }), t));
    expect(await tierOf(org)).toBe("pro");
    // An older update arriving late is ignored.
    await deliver(event("customer.subscription.updated", subscription({ id, customer, price: "price_starter_month" }), t - 60));
    expect((await db.subscription.findUniqueOrThrow({ where: { organizationId: org.id } })).planCode).toBe("pro");
    // Deletion is final: a later-stamped update of the ended subscription does not revive it.
    await deliver(event("customer.subscription.deleted", subscription({ id, customer, price: "price_pro_month", status: "canceled" }), t + 10));
    await deliver(event("customer.subscription.updated", subscription({ id, customer, price: "price_pro_month" }), t + 20));
    expect(await tierOf(org)).toBe("free");
    expect((await db.subscription.findUniqueOrThrow({ where: { organizationId: org.id } })).status).toBe("canceled");
    // A new subscription after the old one ended takes over.
    await deliver(event("customer.subscription.created", subscription({ id: rid("sub"), customer, price: "price_starter_month" }), t + 30));
    expect(await tierOf(org)).toBe("starter");
  });

  it("finds the organisation from checkout's metadata when the customer is not mapped yet", async () => {
    const org = await createOrg();
    const customer = rid("cus");
    await deliver(event("customer.subscription.created", subscription({ id: rid("sub"), customer, price: "price_pro_month", metadata: { organizationId: org.id } }), now()));
    expect(await tierOf(org)).toBe("pro");
    expect((await db.billingCustomer.findUniqueOrThrow({ where: { organizationId: org.id } })).stripeCustomerId).toBe(customer);
  });

  it("acknowledges events it cannot place or does not handle, without an effect", async () => {
    const unknown = await deliver(event("customer.subscription.created", subscription({ id: rid("sub"), customer: rid("cus"), price: "price_pro_month" }), now()));
    expect(unknown.duplicate).toBe(false);
    const other = event("charge.refunded", { id: rid("ch"), object: "charge" }, now());
    await deliver(other);
    expect(await db.providerEvent.findUnique({ where: { id: other.id } })).toMatchObject({ type: "charge.refunded" });
  });
});

describe("POST /api/webhooks/stripe: invoices", () => {
  it("lists a finalized unpaid invoice and follows it to paid, uncollectible and void", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const t = now();
    const open = invoice({ customer, status: "open", created: t });
    await putFakeInvoice(open);
    await deliver(event("invoice.finalized", open, t));
    const [listed] = await invoiceList(org);
    expect(listed).toMatchObject({ number: open.number, status: "open", currency: "eur", subtotal: 2_900, tax: 551, total: 3_451, amountDue: 3_451, amountPaid: 0, source: "stripe" });
    expect(listed).toMatchObject({ hostedUrl: open.hosted_invoice_url, pdfUrl: open.invoice_pdf, createdAt: new Date(t * 1000).toISOString() });

    await deliver(event("invoice.marked_uncollectible", { ...open, status: "uncollectible" }, t + 10));
    expect((await invoiceList(org))[0]).toMatchObject({ status: "uncollectible" });
    await deliver(event("invoice.paid", { ...open, status: "paid", amount_paid: 3_451 }, t + 20));
    expect((await invoiceList(org))[0]).toMatchObject({ status: "paid", amountPaid: 3_451 });
    expect(await notificationsOf(org, "invoicePaid")).toHaveLength(1);

    const other = invoice({ customer, status: "open", created: t + 30 });
    await putFakeInvoice(other);
    await deliver(event("invoice.finalized", other, t + 30));
    await deliver(event("invoice.voided", { ...other, status: "void" }, t + 40));
    expect((await invoiceList(org)).map((i) => i.status)).toEqual(["void", "paid"]);
  });

  it("keeps the newest state when invoice events arrive out of order", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const t = now();
    const inv = invoice({ customer, created: t });
    await putFakeInvoice(inv);
    await deliver(event("invoice.paid", { ...inv, status: "paid", amount_paid: inv.total }, t + 5));
    await deliver(event("invoice.finalized", inv, t));
    await deliver(event("invoice.payment_failed", { ...inv, attempt_count: 1 }, t + 2));
    const [row] = await invoiceList(org);
    expect(row).toMatchObject({ status: "paid", amountPaid: inv.total });
    // Same second: a paid snapshot outranks an open one, whatever the arrival order.
    const same = invoice({ customer, created: t });
    await putFakeInvoice(same);
    await deliver(event("invoice.paid", { ...same, status: "paid", amount_paid: same.total }, t));
    await deliver(event("invoice.finalized", same, t));
    expect((await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: same.id } })).status).toBe("paid");
  });

  it("notifies an invoice paid, and a payment recovered after a failure, by email too", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const t = now();
    const inv = invoice({ customer, number: "INV-RECOVER", created: t, subtotal: 9_900, tax: 0 });
    await putFakeInvoice(inv);
    await deliver(event("invoice.finalized", inv, t));
    await deliver(event("invoice.payment_failed", { ...inv, attempt_count: 1 }, t + 1));
    expect(await notificationsOf(org)).toHaveLength(0);
    const paid = { ...inv, status: "paid", amount_paid: 9_900, attempt_count: 2 };
    await deliver(event("invoice.payment_succeeded", paid, t + 100));
    await deliver(event("invoice.paid", paid, t + 100));

    const notices = await notificationsOf(org);
    expect(notices.map((n) => n.kind).sort()).toEqual(["invoicePaid", "paymentRecovered"]);
    expect(notices.find((n) => n.kind === "invoicePaid")).toMatchObject({ title: "Invoice INV-RECOVER paid", body: "EUR 99.00 was paid for invoice INV-RECOVER." });
    expect(notices.find((n) => n.kind === "paymentRecovered")!.data).toMatchObject({ amountPaid: 9_900, currency: "eur" });
    await expect
      .poll(async () => (await mailsTo(org.ownerEmail)).map((m) => m.subject).sort(), { timeout: 15_000 })
      .toEqual(["Invoice INV-RECOVER paid", "Payment recovered"]);

    // A zero invoice (a trial's) is paid without money moving: listed, not announced.
    const trial = invoice({ customer, status: "paid", subtotal: 0, tax: 0, created: t + 200 });
    await putFakeInvoice(trial);
    await deliver(event("invoice.paid", trial, t + 200));
    expect((await invoiceList(org)).map((i) => i.total)).toEqual([0, 9_900]);
    expect(await notificationsOf(org, "invoicePaid")).toHaveLength(1);
  });

  it("has exactly one effect when the same event is delivered 1,000 times", async () => {
    const org = await createOrg();
    await addMember(org, "admin");
    const customer = await linkCustomer(org);
    const inv = invoice({ customer, status: "paid", created: now() });
    await putFakeInvoice(inv);
    const paid = event("invoice.paid", inv, now());
    const outcomes: boolean[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const results = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(paid)));
      for (const res of results) {
        expect(res.status).toBe(200);
        outcomes.push(res.body.duplicate);
      }
    }
    expect(outcomes.filter((duplicate) => !duplicate)).toHaveLength(1);
    expect(await db.providerEvent.count({ where: { id: paid.id } })).toBe(1);
    expect(await db.invoice.count({ where: { stripeInvoiceId: inv.id } })).toBe(1);
    expect(await notificationsOf(org, "invoicePaid")).toHaveLength(2);
    const row = await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: inv.id } });
    expect(await db.outboxEvent.count({ where: { name: "invoice.recorded", data: { path: ["invoiceId"], equals: row.id } } })).toBe(1);
  });
});
