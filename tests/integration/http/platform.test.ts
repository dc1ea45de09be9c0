import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { clientAddressHeader } from "../../support/fixtures";
import { TEST_ENV } from "../../setup/test-env";
import { db } from "../../../lib/db/client";

describe("platform bootstrap and health", () => {
  it("creates the platform organisation and its owner from PLATFORM_ADMIN_EMAIL once", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: TEST_ENV.PLATFORM_ADMIN_EMAIL }, include: { memberships: { include: { organization: true } } } });
    expect(user.memberships).toHaveLength(1);
    expect(user.memberships[0]).toMatchObject({ role: "owner", organization: { kind: "platform", tier: "platform" } });
    // Restarts find the user and create nothing more.
    expect(await db.organization.count({ where: { kind: "platform", name: "Platform", memberships: { some: { userId: user.id } } } })).toBe(1);
    const login = await call("POST", "/api/v1/auth/login", {
      headers: clientAddressHeader(),
      body: { email: TEST_ENV.PLATFORM_ADMIN_EMAIL, password: TEST_ENV.PLATFORM_ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const org = await call("GET", "/api/v1/organization", { token: login.body.accessToken });
    expect(org.body).toMatchObject({ kind: "platform", tier: "platform" });
  });

  it("answers /api/health without a credential", async () => {
    const res = await call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });
});
