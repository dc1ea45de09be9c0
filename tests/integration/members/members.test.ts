import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { addMember, clientAddressHeader, createOrg, PASSWORD, uniqueEmail } from "../../support/fixtures";

describe("members", () => {
  it("invites a new person who joins with the token and can log in", async () => {
    const org = await createOrg();
    const email = uniqueEmail("invitee");
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email, role: "editor" } });
    expect(invite.status).toBe(201);
    expect(invite.body).toEqual({ id: expect.any(String), token: expect.any(String), expiresAt: expect.any(String), acceptUrl: expect.any(String), emailSent: true });
    const joined = await call("POST", "/api/v1/public/accept-invitation", {
      headers: clientAddressHeader(),
      body: { token: invite.body.token, name: "Grace", password: "another-long-password" },
    });
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ email, name: "Grace", role: "editor", organizationId: org.id });
    const reuse = await call("POST", "/api/v1/public/accept-invitation", {
      headers: clientAddressHeader(),
      body: { token: invite.body.token, name: "Mallory", password: "another-long-password" },
    });
    expect(reuse.status).toBe(409);
    const login = await call("POST", "/api/v1/auth/login", { headers: clientAddressHeader(), body: { email, password: "another-long-password" } });
    expect(login.status).toBe(200);
    const members = await call("GET", "/api/v1/members", { token: org.token });
    expect(members.body.items.map((m: { email: string; role: string }) => [m.email, m.role])).toContainEqual([email, "editor"]);
  });

  it("lets an existing user accept with a bearer token and choose the organisation at login", async () => {
    const home = await createOrg("supplier");
    const other = await createOrg("buyer");
    const invite = await call("POST", "/api/v1/members/invitations", { token: other.token, body: { email: home.ownerEmail, role: "viewer" } });
    const newUser = await call("POST", "/api/v1/public/accept-invitation", {
      headers: clientAddressHeader(),
      body: { token: invite.body.token, name: "Dup", password: "another-long-password" },
    });
    expect(newUser.status).toBe(409);
    const invite2 = await call("POST", "/api/v1/members/invitations", { token: other.token, body: { email: home.ownerEmail, role: "viewer" } });
    const accepted = await call("POST", "/api/v1/members/invitations/accept", { token: home.token, body: { token: invite2.body.token } });
    expect(accepted.status).toBe(201);
    const login = await call("POST", "/api/v1/auth/login", {
      headers: clientAddressHeader(),
      body: { email: home.ownerEmail, password: PASSWORD, organizationId: other.id },
    });
    expect(login.status).toBe(200);
    const me = await call("GET", "/api/v1/organization", { token: login.body.accessToken });
    expect(me.body.id).toBe(other.id);
  });

  it("refuses an invitation addressed to someone else", async () => {
    const org = await createOrg();
    const someoneElse = await createOrg();
    const invite = await call("POST", "/api/v1/members/invitations", { token: org.token, body: { email: uniqueEmail(), role: "viewer" } });
    const res = await call("POST", "/api/v1/members/invitations/accept", { token: someoneElse.token, body: { token: invite.body.token } });
    expect(res.status).toBe(403);
  });

  it("never removes or demotes the last owner", async () => {
    const org = await createOrg();
    const demote = await call("PATCH", `/api/v1/members/${org.ownerId}`, { token: org.token, body: { role: "admin" } });
    expect(demote.status).toBe(409);
    expect(errorOf(demote).error.code).toBe("INVALID_STATE");
    const remove = await call("DELETE", `/api/v1/members/${org.ownerId}`, { token: org.token });
    expect(remove.status).toBe(409);
    const second = await addMember(org, "owner");
    expect((await call("PATCH", `/api/v1/members/${org.ownerId}`, { token: second.token, body: { role: "admin" } })).status).toBe(200);
  });

  it("keeps admins from touching owners and viewers from managing anyone", async () => {
    const org = await createOrg();
    const admin = await addMember(org, "admin");
    const viewer = await addMember(org, "viewer");
    expect((await call("DELETE", `/api/v1/members/${org.ownerId}`, { token: admin.token })).status).toBe(403);
    expect((await call("POST", "/api/v1/members/invitations", { token: admin.token, body: { email: uniqueEmail(), role: "owner" } })).status).toBe(403);
    expect((await call("POST", "/api/v1/members/invitations", { token: viewer.token, body: { email: uniqueEmail(), role: "viewer" } })).status).toBe(403);
    expect((await call("PATCH", `/api/v1/members/${viewer.userId}`, { token: admin.token, body: { role: "editor" } })).status).toBe(200);
  });

  it("gives 404 for a member of another organisation", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const stranger = await addMember(other, "editor");
    expect((await call("PATCH", `/api/v1/members/${stranger.userId}`, { token: org.token, body: { role: "viewer" } })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/members/${stranger.userId}`, { token: org.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/members/not-a-uuid`, { token: org.token })).status).toBe(404);
    const list = await call("GET", "/api/v1/members", { token: org.token });
    expect(list.body.items.map((m: { userId: string }) => m.userId)).toEqual([org.ownerId]);
  });
});
