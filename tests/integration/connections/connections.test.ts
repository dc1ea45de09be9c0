import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";

async function connect(supplier: TestOrg, buyer: TestOrg) {
  const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
  expect(invite.status).toBe(201);
  return call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: invite.body.token } });
}

describe("connections", () => {
  it("a supplier invites, a buyer accepts, both see the active connection", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    expect(invite.body).toEqual({ id: expect.any(String), token: expect.any(String), expiresAt: expect.any(String), acceptUrl: expect.any(String), emailSent: false });
    expect(new Date(invite.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const accepted = await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: invite.body.token } });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({
      id: expect.any(String),
      supplierId: supplier.id,
      supplierName: supplier.name,
      buyerId: buyer.id,
      buyerName: buyer.name,
      status: "active",
      createdAt: expect.any(String),
    });
    for (const side of [supplier, buyer]) {
      const list = await call("GET", "/api/v1/connections", { token: side.token });
      expect(list.body.items).toEqual([accepted.body]);
      expect(list.body.nextCursor).toBeNull();
    }
  });

  it("makes the token one-time", async () => {
    const supplier = await createOrg("supplier");
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    const first = await call("POST", "/api/v1/connections/accept", { token: (await createOrg("buyer")).token, body: { token: invite.body.token } });
    expect(first.status).toBe(201);
    const second = await call("POST", "/api/v1/connections/accept", { token: (await createOrg("buyer")).token, body: { token: invite.body.token } });
    expect(second.status).toBe(409);
    expect(errorOf(second).error.code).toBe("INVALID_STATE");
    const unknown = await call("POST", "/api/v1/connections/accept", { token: (await createOrg("buyer")).token, body: { token: "x".repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it("keeps invitations to suppliers and acceptance to buyers", async () => {
    const buyer = await createOrg("buyer");
    const supplier = await createOrg("supplier");
    expect((await call("POST", "/api/v1/connections/invitations", { token: buyer.token, body: {} })).status).toBe(403);
    const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
    const other = await createOrg("supplier");
    expect((await call("POST", "/api/v1/connections/accept", { token: other.token, body: { token: invite.body.token } })).status).toBe(403);
  });

  it("refuses a second active connection to the same supplier with 409 CONFLICT", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    expect((await connect(supplier, buyer)).status).toBe(201);
    const again = await connect(supplier, buyer);
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("CONFLICT");
  });

  it("either side ends it; a third organisation gets 404", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const stranger = await createOrg("supplier");
    const connection = (await connect(supplier, buyer)).body;
    expect((await call("DELETE", `/api/v1/connections/${connection.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/connections/${connection.id}`, { token: buyer.token })).status).toBe(204);
    const list = await call("GET", "/api/v1/connections", { token: supplier.token });
    expect(list.body.items[0].status).toBe("ended");
    expect((await call("DELETE", `/api/v1/connections/${connection.id}`, { token: supplier.token })).status).toBe(404);
    // Reconnecting reactivates the same pair.
    const again = await connect(supplier, buyer);
    expect(again.status).toBe(201);
    expect(again.body.status).toBe("active");
  });

  it("never lists another organisation's connections", async () => {
    const supplier = await createOrg("supplier");
    await connect(supplier, await createOrg("buyer"));
    const outsider = await createOrg("supplier");
    const list = await call("GET", "/api/v1/connections", { token: outsider.token });
    expect(list.body.items).toEqual([]);
  });
});
