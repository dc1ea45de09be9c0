import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg, uniqueEmail } from "../../support/fixtures";
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
    expect(invite.body).toEqual({ token: expect.any(String), expiresAt: expect.any(String), acceptUrl: `${APP}/connect?token=${invite.body.token}`, emailSent: true });

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
});
