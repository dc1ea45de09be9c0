import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call } from "../../support/http";
import { clientAddressHeader, createOrg, uniqueEmail } from "../../support/fixtures";
import { startServerProcess, type ServerProcess } from "../../setup/server-process";
import { TEST_ENV, TEST_PORT } from "../../setup/test-env";

// An instance with no SMTP_URL: emails are rendered into the log, never sent,
// so invitations say so and the link is passed on by hand.
let server: ServerProcess;

beforeAll(async () => {
  const store = inject("objectStore");
  server = await startServerProcess(TEST_PORT + 3, { ...TEST_ENV, SMTP_URL: "", JOB_RUNNER: "off", S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket });
});

afterAll(async () => {
  await server?.stop();
});

describe("invitations without a mail server", () => {
  it("answer emailSent: false with the link to copy, and the link works", async () => {
    const org = await createOrg();
    const email = uniqueEmail("no-mail");
    const invite = await call("POST", "/api/v1/members/invitations", { server: server.baseUrl, token: org.token, body: { email, role: "editor" } });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ id: expect.any(String), emailSent: false, acceptUrl: `${TEST_ENV.APP_BASE_URL}/join?token=${invite.body.token}` });

    const resent = await call("POST", `/api/v1/members/invitations/${invite.body.id}/resend`, { server: server.baseUrl, token: org.token });
    expect(resent.status).toBe(200);
    expect(resent.body.emailSent).toBe(false);

    const buyerInvite = await call("POST", "/api/v1/connections/invitations", { server: server.baseUrl, token: org.token, body: { email: uniqueEmail("buyer") } });
    expect(buyerInvite.status).toBe(201);
    expect(buyerInvite.body.emailSent).toBe(false);

    const joined = await call("POST", "/api/v1/public/accept-invitation", {
      server: server.baseUrl,
      headers: clientAddressHeader(),
      body: { token: new URL(resent.body.acceptUrl).searchParams.get("token"), name: "Copied", password: "another-long-password" },
    });
    expect(joined.status).toBe(201);
  }, 120_000);
});
