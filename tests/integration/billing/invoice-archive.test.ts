import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf, type ApiResponse } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { fakePdf } from "../../support/stripe-fake";
import {
  deliver,
  event,
  holdPdf,
  invoice,
  invoiceList,
  linkCustomer,
  now,
  putFakeInvoice,
  releasePdf,
  rid,
  stripeRequests,
  subscription,
  waitForArchive,
} from "../../support/billing";

async function documentAudits(org: TestOrg) {
  const rows = await db.auditEvent.findMany({ where: { organizationId: org.id, action: "billing.invoice_document.requested" }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => ({ targetId: r.targetId, requestId: r.requestId, ...(r.metadata as { format: string; outcome: string }) }));
}

async function finalizedInvoice(org: TestOrg, customer: string, created = now()) {
  const inv = invoice({ customer, created });
  await putFakeInvoice(inv);
  await deliver(event("invoice.finalized", inv, created));
  return { stripe: inv, row: await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: inv.id } }) };
}

describe("invoice archive and GET /api/v1/billing/invoices/{id}/document", () => {
  it("answers 409 until the archived copy lands, then a short-lived link to the PDF and the payload, auditing every call", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const id = rid("in");
    await holdPdf(id);
    const inv = invoice({ id, customer, number: "INV-ARCHIVE" });
    await putFakeInvoice(inv);
    await deliver(event("invoice.finalized", inv, now()));
    const row = await db.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: id } });
    expect((await invoiceList(org))[0]).toMatchObject({ id: row.id, archived: false, documentUrl: null, hostedUrl: inv.hosted_invoice_url, pdfUrl: inv.invoice_pdf });

    const early = await call("GET", `/api/v1/billing/invoices/${row.id}/document?format=pdf`, { token: org.token });
    expect(early.status).toBe(409);
    expect(errorOf(early).error.code).toBe("INVALID_STATE");

    await releasePdf(id);
    await waitForArchive(id);
    const [listed] = await invoiceList(org);
    expect(listed).toMatchObject({ archived: true, documentUrl: `/api/v1/billing/invoices/${row.id}/document` });

    const pdf = await call("GET", `${listed!.documentUrl}?format=pdf`, { token: org.token });
    expect(pdf.status).toBe(200);
    expect(pdf.body).toEqual({ url: expect.any(String), expiresInSeconds: expect.any(Number) });
    expect(pdf.body.expiresInSeconds).toBeGreaterThan(0);
    expect(pdf.body.expiresInSeconds).toBeLessThanOrEqual(300);
    const bytes = Buffer.from(await (await fetch(pdf.body.url)).arrayBuffer());
    expect(bytes.equals(fakePdf(id))).toBe(true);

    const byDefault = await call("GET", listed!.documentUrl as string, { token: org.token });
    expect(byDefault.status).toBe(200);
    const payload = await call("GET", `${listed!.documentUrl}?format=payload`, { token: org.token });
    expect(payload.status).toBe(200);
    const archived = await (await fetch(payload.body.url)).json();
    expect(archived).toEqual(inv);

    expect((await call("GET", `${listed!.documentUrl}?format=docx`, { token: org.token })).status).toBe(422);
    expect(await documentAudits(org)).toEqual([
      { targetId: row.id, requestId: early.headers.get("x-request-id"), format: "pdf", outcome: "not_archived" },
      { targetId: row.id, requestId: pdf.headers.get("x-request-id"), format: "pdf", outcome: "issued" },
      { targetId: row.id, requestId: byDefault.headers.get("x-request-id"), format: "pdf", outcome: "issued" },
      { targetId: row.id, requestId: payload.headers.get("x-request-id"), format: "payload", outcome: "issued" },
    ]);
    // The PDF was fetched from Stripe once, however many links were handed out.
    expect(await stripeRequests({ path: `/files/invoices/${id}.pdf` })).toHaveLength(1);
  });

  it("answers 404, never 403, for a missing, malformed or foreign invoice, and audits each", async () => {
    const owner = await createOrg();
    const stranger = await createOrg();
    const { row } = await finalizedInvoice(owner, await linkCustomer(owner));
    await waitForArchive(row.stripeInvoiceId!);
    const missing = randomUUID();

    for (const id of [missing, "not-a-uuid", row.id]) {
      const res = await call("GET", `/api/v1/billing/invoices/${id}/document?format=pdf`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(errorOf(res).error.code).toBe("NOT_FOUND");
    }
    expect((await documentAudits(stranger)).map((a) => [a.targetId, a.outcome])).toEqual([
      [missing, "not_found"],
      ["not-a-uuid", "not_found"],
      [row.id, "not_found"],
    ]);
    expect(await documentAudits(owner)).toEqual([]);
  });

  it("keeps invoices ten years, listed and downloadable after the subscription ends", async () => {
    const org = await createOrg();
    const customer = await linkCustomer(org);
    const subId = rid("sub");
    await deliver(event("customer.subscription.created", subscription({ id: subId, customer, price: "price_starter_month" }), now()));
    const { row } = await finalizedInvoice(org, customer);
    const tenYears = new Date(row.issuedAt);
    tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10);
    expect(row.retainUntil).toEqual(tenYears);
    await waitForArchive(row.stripeInvoiceId!);

    await deliver(event("customer.subscription.deleted", subscription({ id: subId, customer, price: "price_starter_month", status: "canceled" }), now() + 1));
    expect((await invoiceList(org)).map((i) => i.id)).toEqual([row.id]);
    const doc = await call("GET", `/api/v1/billing/invoices/${row.id}/document`, { token: org.token });
    expect(doc.status).toBe(200);
    await expect(db.organization.delete({ where: { id: org.id } })).rejects.toThrow();
  });
});

describe("GET /api/v1/billing/invoices", () => {
  it("pages newest first with a cursor bound to the organisation, amounts as integers", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const customer = await linkCustomer(org);
    const t = now() - 1_000;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await finalizedInvoice(org, customer, t + i * 10)).row.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse = await call("GET", `/api/v1/billing/invoices?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: org.token });
      expect(res.status).toBe(200);
      for (const item of res.body.items) {
        seen.push(item.id);
        for (const field of ["subtotal", "tax", "total", "amountDue", "amountPaid"]) expect(Number.isInteger(item[field])).toBe(true);
      }
      if (res.body.nextCursor && !cursor) {
        const foreign = await call("GET", `/api/v1/billing/invoices?cursor=${encodeURIComponent(res.body.nextCursor)}`, { token: other.token });
        expect(foreign.status).toBe(400);
      }
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await call("GET", "/api/v1/billing/invoices?limit=0", { token: org.token })).status).toBe(422);
    expect((await call("GET", "/api/v1/billing/invoices", { token: other.token })).body).toEqual({ items: [], nextCursor: null });
  });
});
