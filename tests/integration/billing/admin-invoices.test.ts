import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { createKey, createOrg, type TestOrg } from "../../support/fixtures";
import { keyOf, objectExists } from "../../support/assets";
import { invoiceList } from "../../support/billing";

const PDF = Buffer.from("%PDF-1.7\n% enterprise agreement invoice\n%%EOF\n", "latin1");

async function uploadUrl(admin: TestOrg, orgId: string) {
  const res = await call("POST", `/api/v1/admin/orgs/${orgId}/invoices/upload-url`, { token: admin.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { invoiceId: string; uploadUrl: string; method: string; headers: Record<string, string>; expiresAt: string };
}

async function put(upload: { uploadUrl: string; headers: Record<string, string> }) {
  const res = await fetch(upload.uploadUrl, { method: "PUT", headers: upload.headers, body: new Uint8Array(PDF) });
  expect(res.status).toBe(200);
}

const details = (invoiceId: string) => ({ invoiceId, number: "ENT-2026-001", currency: "EUR", total: 1_250_000, issuedAt: "2026-11-01T00:00:00Z" });

describe("platform admin: external invoices", () => {
  it("mints the id and key, records the invoice only once the PDF exists, and serves it to the customer", async () => {
    const admin = await createOrg("platform", "platform");
    const customer = await createOrg("supplier", "enterprise");
    const upload = await uploadUrl(admin, customer.id);
    expect(upload).toMatchObject({ invoiceId: expect.any(String), uploadUrl: expect.any(String), method: "PUT", headers: { "Content-Type": "application/pdf" } });
    expect(new Date(upload.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(keyOf(upload.uploadUrl)).toBe(`invoices/${customer.id}/external/${upload.invoiceId}.pdf`);

    const early = await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices`, { token: admin.token, body: details(upload.invoiceId) });
    expect(early.status).toBe(422);
    expect(errorOf(early).error.details).toEqual([{ path: "invoiceId", message: expect.any(String) }]);
    expect(await db.invoice.count({ where: { id: upload.invoiceId } })).toBe(0);

    await put(upload);
    const res = await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices`, { token: admin.token, body: details(upload.invoiceId) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: upload.invoiceId,
      number: "ENT-2026-001",
      status: "issued",
      currency: "eur",
      subtotal: 1_250_000,
      tax: 0,
      total: 1_250_000,
      amountDue: 1_250_000,
      amountPaid: 0,
      createdAt: "2026-11-01T00:00:00.000Z",
      hostedUrl: null,
      pdfUrl: null,
      archived: true,
      documentUrl: `/api/v1/billing/invoices/${upload.invoiceId}/document`,
      source: "external",
    });
    expect((await invoiceList(customer)).map((i) => i.id)).toEqual([upload.invoiceId]);
    const doc = await call("GET", `/api/v1/billing/invoices/${upload.invoiceId}/document?format=pdf`, { token: customer.token });
    expect(doc.status).toBe(200);
    expect(Buffer.from(await (await fetch(doc.body.url)).arrayBuffer()).equals(PDF)).toBe(true);
    const payload = await call("GET", `/api/v1/billing/invoices/${upload.invoiceId}/document?format=payload`, { token: customer.token });
    expect(payload.status).toBe(422);

    const twice = await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices`, { token: admin.token, body: details(upload.invoiceId) });
    expect(twice.status).toBe(409);
  });

  it("never takes the id or key from the caller, and an id minted for one organisation finds nothing under another", async () => {
    const admin = await createOrg("platform", "platform");
    const a = await createOrg("supplier", "enterprise");
    const b = await createOrg("supplier", "enterprise");
    for (const body of [{ invoiceId: randomUUID() }, { key: "invoices/x.pdf" }]) {
      const res = await call("POST", `/api/v1/admin/orgs/${a.id}/invoices/upload-url`, { token: admin.token, body });
      expect(res.status).toBe(422);
    }
    const upload = await uploadUrl(admin, a.id);
    await put(upload);
    const crossed = await call("POST", `/api/v1/admin/orgs/${b.id}/invoices`, { token: admin.token, body: details(upload.invoiceId) });
    expect(crossed.status).toBe(422);
    expect(await objectExists(`invoices/${b.id}/external/${upload.invoiceId}.pdf`)).toBe(false);

    const invalid = [
      { ...details(upload.invoiceId), total: 12.5 },
      { ...details(upload.invoiceId), total: -1 },
      { ...details(upload.invoiceId), currency: "euro" },
      { ...details(upload.invoiceId), issuedAt: "yesterday" },
      { ...details(upload.invoiceId), storageKey: "invoices/other.pdf" },
      { ...details(upload.invoiceId), invoiceId: "not-a-uuid" },
    ];
    for (const body of invalid) {
      expect((await call("POST", `/api/v1/admin/orgs/${a.id}/invoices`, { token: admin.token, body })).status, JSON.stringify(body)).toBe(422);
    }
  });

  it("is for the platform tier only, and an unknown organisation is a 404", async () => {
    const admin = await createOrg("platform", "platform");
    const customer = await createOrg("supplier", "pro");
    expect((await call("POST", `/api/v1/admin/orgs/${randomUUID()}/invoices/upload-url`, { token: admin.token, body: {} })).status).toBe(404);
    expect((await call("POST", `/api/v1/admin/orgs/${randomUUID()}/invoices`, { token: admin.token, body: details(randomUUID()) })).status).toBe(404);

    const ownKey = await createKey(customer, ["billing:read", "billing:create"]);
    for (const who of [{ token: customer.token }, { apiKey: ownKey.key }]) {
      const res = await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices/upload-url`, { ...who, body: {} });
      expect(res.status).toBe(403);
      expect(errorOf(res).error.code).toBe("FORBIDDEN");
      expect((await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices`, { ...who, body: details(randomUUID()) })).status).toBe(403);
    }
    const readOnly = await createKey(admin, ["billing:read"]);
    expect((await call("POST", `/api/v1/admin/orgs/${customer.id}/invoices/upload-url`, { apiKey: readOnly.key, body: {} })).status).toBe(403);
  });
});
