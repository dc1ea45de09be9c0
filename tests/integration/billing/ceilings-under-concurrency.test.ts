import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, clientAddressHeader, createKey, createOrg, uniqueEmail } from "../../support/fixtures";
import { db } from "../../../lib/db/client";

// Ceilings and one-time transitions under concurrent requests: each ceiling
// of a free organisation is raced by more requests than it allows; the
// count never passes it and the rest are refused in the API's error shape.
async function race(n: number, request: (i: number) => Promise<{ status: number; body: unknown }>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  return { created: answers.filter((a) => a.status === 201).length, refused: answers.filter((a) => a.status !== 201), answers };
}

function expectPlanLimit(refused: { status: number; body: unknown }[]) {
  for (const r of refused) {
    expect(r.status).toBe(403);
    expect(errorOf(r as never).error.code).toBe("PLAN_LIMIT_REACHED");
  }
}

describe("ceilings under concurrency (free tier)", () => {
  it("rotates a key once however many rotations race: one replacement, the rest 409", async () => {
    const org = await createOrg();
    const key = await createKey(org, ["products:read"]);
    const { created, refused } = await race(8, () => call("POST", `/api/v1/api-keys/${key.id}/rotate`, { token: org.token, body: {} }));
    expect(created).toBe(1);
    for (const r of refused) expect([r.status, errorOf(r as never).error.code]).toEqual([409, "INVALID_STATE"]);
    expect(await db.apiKey.count({ where: { organizationId: org.id, revokedAt: null } })).toBe(2);
  });

  it("never passes 5 API keys", async () => {
    const org = await createOrg();
    const { created, refused } = await race(12, (i) => call("POST", "/api/v1/api-keys", { token: org.token, body: { name: `k${i}`, scopes: ["products:read"], sandbox: false } }));
    expect(created).toBe(5);
    expectPlanLimit(refused);
    expect(await db.apiKey.count({ where: { organizationId: org.id } })).toBe(5);
  });

  it("never passes 2 channels", async () => {
    const org = await createOrg();
    const body = (i: number) => ({ name: `c${i}`, locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name" } } });
    const { created, refused } = await race(8, (i) => call("POST", "/api/v1/channels", { token: org.token, body: body(i) }));
    expect(created).toBe(2);
    expectPlanLimit(refused);
    expect(await db.channel.count({ where: { organizationId: org.id } })).toBe(2);
  });

  it("never passes 5 webhook endpoints, a ceiling they did not have before", async () => {
    const org = await createOrg();
    const { created, refused } = await race(10, (i) => call("POST", "/api/v1/webhook-endpoints", { token: org.token, body: { url: `http://127.0.0.1:9/hook-${i}`, events: ["product.updated"] } }));
    expect(created).toBe(5);
    expectPlanLimit(refused);
    expect(await db.webhookEndpoint.count({ where: { organizationId: org.id } })).toBe(5);
  });

  it("never passes 1,000 products", async () => {
    const org = await createOrg();
    await db.product.createMany({ data: Array.from({ length: 995 }, (_, i) => ({ organizationId: org.id, sku: `P-${i}`, name: "p" })) });
    const { created, refused } = await race(12, (i) => call("POST", "/api/v1/products", { token: org.token, body: { sku: `NEW-${i}`, name: "n" } }));
    expect(created).toBe(5);
    expectPlanLimit(refused);
    expect(await db.product.count({ where: { organizationId: org.id } })).toBe(1000);
  });

  it("never passes 5 seats when invitations are accepted at once", async () => {
    const org = await createOrg();
    await addMember(org, "editor");
    await addMember(org, "viewer");
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email: uniqueEmail("seat"), role: "viewer" } });
      expect(invite.status).toBe(201);
      tokens.push(invite.body.token);
    }
    const { created, refused } = await race(6, (i) =>
      call("POST", "/api/v1/public/accept-invitation", { headers: clientAddressHeader(), body: { token: tokens[i], name: "Seat", password: "a-long-enough-password" } }),
    );
    expect(created).toBe(2);
    expectPlanLimit(refused);
    expect(await db.membership.count({ where: { organizationId: org.id } })).toBe(5);
  });
});
