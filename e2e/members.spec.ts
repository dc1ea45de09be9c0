import { expect, test } from "@playwright/test";
import { api, PASSWORD, signUp, uniqueName } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

test("an owner invites a colleague by email, who joins through the link; roles change and the last-owner rule is explained", async ({ page, request, browser }, testInfo) => {
  const owner = await signUp(request, "supplier", uniqueName("Birch"));
  const errors = consoleErrors(page);
  await signIn(page, owner, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Members" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  const people = page.getByRole("table", { name: "Members and their roles" });
  await expect(people.getByText(/is the only owner/)).toBeVisible();
  await expect(people.getByRole("combobox")).toBeDisabled();

  // Invite: the link goes by email; the page never shows a token to copy.
  const colleague = `colleague-${Date.now()}@example.test`;
  await page.getByLabel("Email", { exact: true }).fill(colleague);
  await page.getByLabel("Role", { exact: true }).selectOption("admin");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/members/invitations") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const invitation = await (await answer).json();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(colleague);
  expect(await page.content()).not.toContain(invitation.token);
  await expectNoAxeViolations(page, testInfo, "members page");
  await snapAtWidths(page, testInfo, "members page with a pending invitation");

  // The colleague opens the emailed link with no session and joins.
  const visitor = await browser.newContext();
  const join = await visitor.newPage();
  const joinErrors = consoleErrors(join);
  await join.goto(invitation.acceptUrl);
  await expect(join.getByRole("heading", { name: `Join ${owner.organizationName}` })).toBeVisible();
  await expect(join.getByText(`${colleague} is invited to join ${owner.organizationName} as admin`)).toBeVisible();
  await expectNoAxeViolations(join, testInfo, "join page");
  await snapAtWidths(join, testInfo, "join page");
  await join.getByLabel("Your name").fill("Casey Colleague");
  await join.getByLabel("Choose a password").fill(PASSWORD);
  await join.getByRole("button", { name: "Join the organisation" }).click();
  await expect(join).toHaveURL(/\/producer$/);
  await expect(join.getByRole("banner")).toContainText("Casey Colleague (admin)");
  expect(joinErrors).toEqual([]);
  await visitor.close();

  // Back with the owner: the colleague is a member; make them an owner.
  await page.reload();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
  const caseyRole = page.getByLabel("Role of Casey Colleague");
  await expect(caseyRole).toHaveValue("admin");
  await caseyRole.selectOption("owner");
  await expect(people.getByText(/is the only owner/)).toHaveCount(0);
  const myRole = page.getByLabel("Role of supplier owner");
  await expect(myRole).toBeEnabled();

  // Elsewhere, the other owner leaves; this page still shows two owners, and
  // demoting myself is refused with the rule in words.
  const members = await api(request, owner, "GET", "/api/v1/members");
  const casey = members.items.find((m: { name: string }) => m.name === "Casey Colleague");
  await api(request, owner, "DELETE", `/api/v1/members/${casey.userId}`);
  await myRole.selectOption("admin");
  await expect(page.getByRole("alert").filter({ hasText: "only owner" })).toContainText("supplier owner is the only owner. An organisation always keeps one owner");
  await snapAtWidths(page, testInfo, "last owner refused");
  await page.reload();
  await expect(page.getByLabel("Role of Casey Colleague")).toHaveCount(0);
  await expect(page.getByLabel("Role of supplier owner")).toBeDisabled();

  // Withdraw an invitation, and remove a member from the table.
  await page.getByLabel("Email", { exact: true }).fill(`late-${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.getByRole("button", { name: /^Withdraw the invitation/ }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
  const viewerInvite = await api(request, owner, "POST", "/api/v1/members/invitations", { email: `dana-${Date.now()}@example.test`, role: "viewer" });
  const joined = await request.post("/api/v1/public/accept-invitation", { data: { token: viewerInvite.token, name: "Dana Viewer", password: PASSWORD } });
  expect(joined.status()).toBe(201);
  await page.reload();
  const dana = people.getByRole("row", { name: /Dana Viewer/ });
  page.once("dialog", (dialog) => void dialog.accept());
  await dana.getByRole("button", { name: "Remove" }).click();
  await expect(dana).toHaveCount(0);
  expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
});

test("a supplier sends a buyer an invitation link, which accepts when the buyer opens it signed in", async ({ page, request, browser }, testInfo) => {
  const supplier = await signUp(request, "supplier", uniqueName("Cedar"));
  const buyer = await signUp(request, "buyer", uniqueName("Corner shop"));
  await api(request, supplier, "POST", "/api/v1/products", { sku: "CUP-1", name: "Stoneware cup", status: "active" });
  const errors = consoleErrors(page);
  await signIn(page, supplier, /\/producer$/);
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Buyers" }).click();
  await page.getByLabel("Buyer's email (optional)").fill(`purchasing-${Date.now()}@example.test`);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/^Invitation sent to/)).toBeVisible();
  const first = await page.getByLabel("Invitation link").inputValue();
  expect(first).toMatch(/\/connect\?token=[A-Za-z0-9_-]{40,}$/);
  await expectNoAxeViolations(page, testInfo, "buyers page with an invitation link");
  await snapAtWidths(page, testInfo, "buyer invitation link");

  // Sent again from the pending list: a new link; the old one stops working.
  const pending = page.getByRole("table", { name: "Pending invitations" });
  await expect(pending.getByRole("row")).toHaveCount(2);
  const resent = page.waitForResponse((r) => r.url().endsWith("/resend") && r.request().method() === "POST");
  await pending.getByRole("button", { name: /^Send the invitation to purchasing-.* again$/ }).click();
  const link: string = (await (await resent).json()).acceptUrl;
  await expect(page.getByRole("status").filter({ hasText: "A new link was sent to purchasing-" })).toContainText("The previous link no longer works");
  expect(link).toMatch(/\/connect\?token=[A-Za-z0-9_-]{40,}$/);
  expect(link).not.toBe(first);
  await expectNoAxeViolations(page, testInfo, "buyers page with an invitation sent again");
  await snapAtWidths(page, testInfo, "buyer invitation sent again");
  expect(errors).toEqual([]);

  // The buyer opens it without a session: sign in, and the link accepts.
  const buyerContext = await browser.newContext();
  const tab = await buyerContext.newPage();
  const buyerErrors = consoleErrors(tab);
  await tab.goto(link);
  await expectNoAxeViolations(tab, testInfo, "connect page, signed out");
  await snapAtWidths(tab, testInfo, "connect page, signed out");
  await tab.getByRole("link", { name: "Sign in to accept" }).click();
  await tab.getByLabel("Email").fill(buyer.email);
  await tab.getByLabel("Password").fill(buyer.password);
  await tab.getByRole("button", { name: "Sign in" }).click();
  await expect(tab.getByText(`Connected to ${supplier.organizationName}.`)).toBeVisible();
  await expectNoAxeViolations(tab, testInfo, "connect page, accepted");
  await snapAtWidths(tab, testInfo, "invitation accepted");
  await tab.getByRole("link", { name: "Open the catalogue" }).click();
  await expect(tab.getByRole("list", { name: "Results" })).toContainText("Stoneware cup");

  // The link worked once: opening it again says so, with the request id.
  await tab.goto(link);
  await expect(tab.getByRole("alert").filter({ hasText: "expired" })).toContainText("The invitation has expired or was used.");
  await expect(tab.getByRole("alert").filter({ hasText: "expired" })).toContainText("Request id:");
  expect(buyerErrors.filter((e) => !e.includes("409"))).toEqual([]);
  await buyerContext.close();
});
