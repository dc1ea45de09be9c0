import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, clientAddressHeader, createOrg, uniqueEmail } from "../../support/fixtures";
import { mailsTo } from "../../support/billing";
import { TEST_ENV } from "../../setup/test-env";
import { db } from "../../../lib/db/client";

const APP = TEST_ENV.APP_BASE_URL!;

// The link a mail carries, and the token in it.
function linkIn(text: string, page: string): URL {
  const match = new RegExp(`${APP}${page}\\?token=[^\\s]+`).exec(text.replace(/=\r?\n/g, ""));
  expect(match, text).not.toBeNull();
  return new URL(match![0].replace(/=3D/g, "="));
}

describe("member invitations by email", () => {
  it("emails the join link to the invitee, and the link's token joins the organisation", async () => {
    const org = await createOrg();
    const email = uniqueEmail("colleague");
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email, role: "editor" } });
    expect(invite.status).toBe(201);
    expect(invite.body.emailSent).toBe(true);
    expect(invite.body.acceptUrl).toBe(`${APP}/join?token=${invite.body.token}`);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`Join ${org.name} on the product information service`);
    expect(mail!.text).toContain("as an editor");
    const link = linkIn(mail!.text, "/join");
    expect(link.searchParams.get("token")).toBe(invite.body.token);

    const joined = await call("POST", "/api/v1/public/accept-invitation", {
      headers: clientAddressHeader(),
      body: { token: link.searchParams.get("token"), name: "Ada", password: "another-long-password" },
    });
    expect(joined.status).toBe(201);
  });

  it("lists pending invitations without their tokens, and a withdrawn one no longer works", async () => {
    const org = await createOrg();
    const email = uniqueEmail("pending");
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email, role: "viewer" } });
    const list = await call("GET", "/api/v1/members/invitations", { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([{ id: expect.any(String), email, role: "viewer", expiresAt: invite.body.expiresAt, createdAt: expect.any(String) }]);
    expect(JSON.stringify(list.body)).not.toContain(invite.body.token);

    const id = list.body.items[0].id as string;
    const other = await createOrg();
    const foreign = await call("DELETE", `/api/v1/members/invitations/${id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await call("GET", "/api/v1/members/invitations", { token: other.token })).body.items).toEqual([]);

    const withdrawn = await call("DELETE", `/api/v1/members/invitations/${id}`, { token: org.token });
    expect(withdrawn.status).toBe(204);
    expect((await call("GET", "/api/v1/members/invitations", { token: org.token })).body.items).toEqual([]);
    const accept = await call("POST", "/api/v1/public/accept-invitation", {
      headers: clientAddressHeader(),
      body: { token: invite.body.token, name: "Late", password: "another-long-password" },
    });
    expect(accept.status).toBe(404);
    expect((await call("DELETE", `/api/v1/members/invitations/${id}`, { token: org.token })).status).toBe(404);
  });

  it("drops accepted invitations from the pending list", async () => {
    const org = await createOrg();
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email: uniqueEmail(), role: "viewer" } });
    await call("POST", "/api/v1/public/accept-invitation", { headers: clientAddressHeader(), body: { token: invite.body.token, name: "Joined", password: "another-long-password" } });
    expect((await call("GET", "/api/v1/members/invitations", { token: org.token })).body.items).toEqual([]);
  });

  it("resends an invitation with a new link: the old one stops working and the new one is emailed", async () => {
    const org = await createOrg();
    const email = uniqueEmail("resent");
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email, role: "viewer" } });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const resent = await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: org.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ id: invite.body.id, token: expect.any(String), expiresAt: expect.any(String), acceptUrl: expect.any(String), emailSent: true });
    expect(resent.body.token).not.toBe(invite.body.token);
    expect(resent.body.acceptUrl).toBe(`${APP}/join?token=${resent.body.token}`);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    const links = (await mailsTo(email)).map((mail) => linkIn(mail.text, "/join").searchParams.get("token"));
    expect(links).toContain(resent.body.token);
    expect((await call("GET", "/api/v1/members/invitations", { token: org.token })).body.items).toEqual([
      { id: invite.body.id, email, role: "viewer", expiresAt: resent.body.expiresAt, createdAt: expect.any(String) },
    ]);

    const old = await call("POST", "/api/v1/public/accept-invitation", { headers: clientAddressHeader(), body: { token: invite.body.token, name: "Old", password: "another-long-password" } });
    expect(old.status).toBe(404);
    const joined = await call("POST", "/api/v1/public/accept-invitation", { headers: clientAddressHeader(), body: { token: resent.body.token, name: "New", password: "another-long-password" } });
    expect(joined.status).toBe(201);
    // Accepted: nothing left to resend.
    expect((await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: org.token })).status).toBe(404);
  });

  it("resends an expired invitation, never another organisation's, and an owner's invitation only for an owner", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const admin = await addMember(org, "admin");
    const editor = await addMember(org, "editor");
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email: uniqueEmail(), role: "owner" } });
    await db.memberInvitation.update({ where: { id: invite.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call("GET", "/api/v1/members/invitations", { token: org.token })).body.items).toEqual([]);

    const foreign = await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).error.code).toBe("NOT_FOUND");
    expect((await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: editor.token })).status).toBe(403);
    const byAdmin = await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: admin.token });
    expect(byAdmin.status).toBe(403);
    expect((await db.memberInvitation.findUniqueOrThrow({ where: { id: invite.body.id } })).expiresAt.getTime()).toBeLessThan(Date.now());

    const byOwner = await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { token: org.token });
    expect(byOwner.status).toBe(200);
    expect(new Date(byOwner.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await call("GET", "/api/v1/members/invitations", { token: org.token })).body.items.map((i: { id: string }) => i.id)).toEqual([invite.body.id]);
  });

  it("lets only those who manage members see or withdraw invitations", async () => {
    const org = await createOrg();
    const editor = await addMember(org, "editor");
    const res = await call("GET", "/api/v1/members/invitations", { token: editor.token });
    expect(res.status).toBe(403);
    expect(errorOf(res).error.code).toBe("FORBIDDEN");
  });
});
