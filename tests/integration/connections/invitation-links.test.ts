import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, createOrg, uniqueEmail } from "../../support/fixtures";
import { connect } from "../../support/catalog";
import { db } from "../../../lib/db/client";
import { mailsTo } from "../../support/billing";
import { TEST_ENV } from "../../setup/test-env";

const APP = TEST_ENV.APP_BASE_URL!;

describe("buyer invitations by link or email", () => {
  it("answers an accept link, and emails it when given an address", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const email = uniqueEmail("buyer-contact");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: { email } });
    expect(invite.status).toBe(201);
    expect(invite.body).toEqual({ id: expect.any(String), token: expect.any(String), expiresAt: expect.any(String), acceptUrl: `${APP}/connect?token=${invite.body.token}`, emailSent: true });

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`${supplier.name} invites you to their product catalogue`);
    expect(mail!.text.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(invite.body.acceptUrl);

    const token = new URL(invite.body.acceptUrl).searchParams.get("token");
    const accepted = await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token } });
    expect(accepted.status).toBe(201);
  });

  it("sends nothing without an address, and refuses a malformed one or an unknown field", async () => {
    const supplier = await createOrg("supplier");
    const plain = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    expect(plain.body.emailSent).toBe(false);
    const bad = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: { email: "not-an-address" } });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).error.details?.[0]?.path).toBe("email");
    const unknown = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: { email: uniqueEmail(), note: "hi" } });
    expect(unknown.status).toBe(422);
  });

  it("lists the open invitations, sends one again with a new link and withdraws another", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const email = uniqueEmail("buyer-resent");
    const mailed = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: { email } });
    const linkOnly = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    const used = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    expect((await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: used.body.token } })).status).toBe(201);

    const listed = await call("GET", "/api/v1/connections/invitations", { token: supplier.token });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      { id: mailed.body.id, email, expiresAt: mailed.body.expiresAt, createdAt: expect.any(String) },
      { id: linkOnly.body.id, email: null, expiresAt: linkOnly.body.expiresAt, createdAt: expect.any(String) },
    ]);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const resent = await call("POST", `/api/v1/connections/invitations/${mailed.body.id}/resend`, { token: supplier.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ id: mailed.body.id, token: expect.any(String), expiresAt: expect.any(String), acceptUrl: `${APP}/connect?token=${resent.body.token}`, emailSent: true });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const other = await createOrg("buyer");
    expect((await call("POST", "/api/v1/connections/accept", { token: other.token, body: { token: mailed.body.token } })).status).toBe(404);
    expect((await call("POST", "/api/v1/connections/accept", { token: other.token, body: { token: resent.body.token } })).status).toBe(201);
    // Accepted or used: nothing left to resend or withdraw.
    expect((await call("POST", `/api/v1/connections/invitations/${mailed.body.id}/resend`, { token: supplier.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/connections/invitations/${used.body.id}`, { token: supplier.token })).status).toBe(404);

    // A link-only invitation is renewed without an email.
    const renewed = await call("POST", `/api/v1/connections/invitations/${linkOnly.body.id}/resend`, { token: supplier.token });
    expect(renewed.body.emailSent).toBe(false);
    expect((await call("DELETE", `/api/v1/connections/invitations/${linkOnly.body.id}`, { token: supplier.token })).status).toBe(204);
    expect((await call("POST", "/api/v1/connections/accept", { token: other.token, body: { token: renewed.body.token } })).status).toBe(404);
    expect((await call("GET", "/api/v1/connections/invitations", { token: supplier.token })).body.items).toEqual([]);
  });

  it("keeps each supplier's invitations its own: another organisation gets 404, a buyer 403, a viewer 403", async () => {
    const supplier = await createOrg("supplier");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: { email: uniqueEmail() } });
    const rival = await createOrg("supplier");
    expect((await call("GET", "/api/v1/connections/invitations", { token: rival.token })).body.items).toEqual([]);
    expect((await call("POST", `/api/v1/connections/invitations/${invite.body.id}/resend`, { token: rival.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/connections/invitations/${invite.body.id}`, { token: rival.token })).status).toBe(404);
    const buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    expect((await call("DELETE", `/api/v1/connections/invitations/${invite.body.id}`, { token: buyer.token })).status).toBe(403);
    expect((await call("GET", "/api/v1/connections/invitations", { token: buyer.token })).status).toBe(403);
    expect((await call("POST", `/api/v1/connections/invitations/${invite.body.id}/resend`, { token: buyer.token })).status).toBe(403);
    const viewer = await addMember(supplier, "viewer");
    expect((await call("GET", "/api/v1/connections/invitations", { token: viewer.token })).status).toBe(403);
    expect((await call("DELETE", `/api/v1/connections/invitations/${invite.body.id}`, { token: viewer.token })).status).toBe(403);
    expect(await db.connectionInvitation.count({ where: { id: invite.body.id } })).toBe(1);
  });
});
