import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { deliver, event, invoice, linkCustomer, mailsTo, now, putFakeInvoice } from "../../support/billing";

async function paidInvoice(customer: string, number: string) {
  const inv = invoice({ customer, number, status: "paid", created: now() });
  await putFakeInvoice(inv);
  await deliver(event("invoice.paid", inv, now()));
  return inv;
}

describe("notifications", () => {
  it("lists a user's own notifications newest first, with a cursor, and marks them read once", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    const customer = await linkCustomer(org);
    for (const n of ["N-1", "N-2", "N-3"]) await paidInvoice(customer, n);

    const first = await call("GET", "/api/v1/notifications?limit=2", { token: org.token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual(["Invoice N-3 paid", "Invoice N-2 paid"]);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      kind: "invoicePaid",
      title: "Invoice N-3 paid",
      body: expect.stringContaining("N-3"),
      data: expect.objectContaining({ number: "N-3", currency: "eur" }),
      readAt: null,
      createdAt: expect.any(String),
    });
    const second = await call("GET", `/api/v1/notifications?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(["Invoice N-1 paid"]);
    expect(second.body.nextCursor).toBeNull();
    const stolen = await call("GET", `/api/v1/notifications?cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: admin.token });
    expect(stolen.status).toBe(400);

    const id = first.body.items[0].id;
    const read = await call("POST", `/api/v1/notifications/${id}/read`, { token: org.token });
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    const again = await call("POST", `/api/v1/notifications/${id}/read`, { token: org.token });
    expect(again.body.readAt).toBe(read.body.readAt);
    // Another user's notification, or an unknown id, is a 404.
    expect((await call("POST", `/api/v1/notifications/${id}/read`, { token: admin.token })).status).toBe(404);
    expect((await call("POST", `/api/v1/notifications/${randomUUID()}/read`, { token: org.token })).status).toBe(404);
    const adminList = await call("GET", "/api/v1/notifications", { token: admin.token });
    expect(adminList.body.items).toHaveLength(3);
    expect(adminList.body.items.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);
  });

  it("honours each user's preferences for in-app and email, and never lets plan-limit be switched off", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    const customer = await linkCustomer(org);

    const defaults = await call("GET", "/api/v1/notifications/preferences", { token: admin.token });
    expect(defaults.body).toEqual({ invoicePaid: true, subscriptionCancelled: true, paymentRecovered: true, planLimitReached: true });
    const off = await call("PATCH", "/api/v1/notifications/preferences", { token: admin.token, body: { invoicePaid: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ invoicePaid: false, subscriptionCancelled: true, paymentRecovered: true, planLimitReached: true });
    expect((await call("GET", "/api/v1/notifications/preferences", { token: admin.token })).body.invoicePaid).toBe(false);
    expect((await call("GET", "/api/v1/notifications/preferences", { token: org.token })).body.invoicePaid).toBe(true);

    const refused = await call("PATCH", "/api/v1/notifications/preferences", { token: admin.token, body: { planLimitReached: false } });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).error.details).toEqual([{ path: "planLimitReached", message: "Plan-limit notifications cannot be turned off." }]);
    expect((await call("PATCH", "/api/v1/notifications/preferences", { token: admin.token, body: { planLimitReached: true } })).status).toBe(200);
    for (const body of [{ invoicePaid: "no" }, { weeklyDigest: true }]) {
      expect((await call("PATCH", "/api/v1/notifications/preferences", { token: admin.token, body })).status).toBe(422);
    }

    await paidInvoice(customer, "PREF-1");
    const rows = await db.notification.findMany({ where: { organizationId: org.id, kind: "invoicePaid" } });
    expect(rows.map((r) => r.userId)).toEqual([org.ownerId]);
    await expect.poll(async () => (await mailsTo(org.ownerEmail)).map((m) => m.subject), { timeout: 15_000 }).toEqual(["Invoice PREF-1 paid"]);
    const [mail] = await mailsTo(org.ownerEmail);
    expect(mail!.messageId).toBe(`<${rows[0]!.id}@notifications.pis>`);
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("belongs to logged-in users: API keys get 403", async () => {
    const org = await createOrg();
    const key = await createKey(org, ["billing:read", "billing:create"]);
    for (const [method, path] of [
      ["GET", "/api/v1/notifications"],
      ["GET", "/api/v1/notifications/preferences"],
      ["PATCH", "/api/v1/notifications/preferences"],
      ["POST", `/api/v1/notifications/${randomUUID()}/read`],
    ] as const) {
      const res = await call(method, path, { apiKey: key.key, body: method === "GET" ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await call("GET", "/api/v1/notifications")).status).toBe(401);
  });
});
