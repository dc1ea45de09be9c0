import { expect, test } from "@playwright/test";
import { api, login, PASSWORD, signUp, uniqueName } from "./support/api";
import { signIn, snap } from "./support/browser";

test("sign up, sign out and sign in again", async ({ page }, testInfo) => {
  const email = `signup-${Date.now()}@example.test`;
  const organization = uniqueName("Harbour Goods");
  await page.goto("/signup");
  await page.getByLabel("Organisation name").fill(organization);
  await page.getByLabel("Supplier: we keep product records and media").check();
  await page.getByLabel("Your name").fill("Robin Maker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await snap(page, testInfo, "sign-up with a field error");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page).toHaveURL(/\/producer$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(organization)).toBeVisible();
  await snap(page, testInfo, "dashboard after sign-up");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/producer");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fproducer/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The email or password is wrong.")).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/producer$/);
  await snap(page, testInfo, "signed in again");
});

test("a member of two organisations switches between them", async ({ page, request }, testInfo) => {
  const supplier = await signUp(request, "supplier");
  const buyer = await signUp(request, "buyer");
  // The supplier's owner is invited into the buyer organisation and accepts.
  const invitation = await api(request, buyer, "POST", "/api/v1/members/invitations", { email: supplier.email, role: "viewer" });
  await api(request, supplier, "POST", "/api/v1/members/invitations/accept", { token: invitation.token });

  await signIn(page, supplier, /\/producer$/);
  const switcher = page.getByLabel("Organisation");
  await expect(switcher).toBeVisible();
  await switcher.selectOption({ label: `${buyer.organizationName} (buyer, viewer)` });
  await page.getByRole("button", { name: "Switch" }).click();
  await expect(page.getByRole("heading", { name: "Switch organisation" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(supplier.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/buyer$/);
  await expect(page.getByRole("heading", { name: "Catalogue", exact: true })).toBeVisible();
  // A viewer sees no billing or API keys in the navigation.
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link", { name: "Billing" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await snap(page, testInfo, "switched to the buyer organisation as a viewer");
  expect(await login(request, supplier.email, buyer.organizationId)).toBeTruthy();
});
