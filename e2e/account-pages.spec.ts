import { expect, test } from "@playwright/test";
import { api, signUp } from "./support/api";
import { signIn, snap } from "./support/browser";

test("billing and notifications render from the API and keep preferences", async ({ page, request }, testInfo) => {
  const buyer = await signUp(request, "buyer");
  await signIn(page, buyer, /\/buyer$/);

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Billing" }).click();
  await expect(page.getByRole("heading", { name: "Subscription" })).toBeVisible();
  await expect(page.getByText("You are on the Free plan.")).toBeVisible();
  // The controls follow the subscription view's flags, plan by plan for the chosen interval.
  const view = await api(request, buyer, "GET", "/api/v1/billing/subscription");
  const monthly = view.availablePlans.filter((p: { interval: string }) => p.interval === "month");
  await expect(page.getByRole("button", { name: /^Choose / })).toHaveCount(view.selfServeAvailable ? monthly.length : 0);
  await expect(page.getByRole("button", { name: "Manage payment and plan" })).toHaveCount(view.portalAvailable ? 1 : 0);
  const starter = view.availablePlans.find((p: { code: string; interval: string }) => p.code === "starter" && p.interval === "year");
  // The local default configuration prices Starter in both intervals.
  expect(starter.unitAmount).toBe(10 * monthly.find((p: { code: string }) => p.code === "starter").unitAmount);
  await page.getByLabel("Yearly (ten months' price)").check();
  await expect(page.getByText(`€${(starter.unitAmount / 100).toFixed(2)}`)).toBeVisible();
  await expect(page.getByText("No invoices yet.")).toBeVisible();
  await snap(page, testInfo, "billing page");

  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Notifications" }).click();
  await expect(page.getByText("Nothing here yet")).toBeVisible();
  const invoicePaid = page.getByLabel("An invoice was paid");
  await expect(invoicePaid).toBeChecked();
  await expect(page.getByLabel("Work was refused because a plan limit was reached")).toBeDisabled();
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith("/api/v1/notifications/preferences"));
  // The box is controlled by the preferences the API holds, so its state
  // follows the request a moment after the click.
  await invoicePaid.click();
  expect((await saved).status()).toBe(200);
  await expect(invoicePaid).not.toBeChecked();
  await page.reload();
  await expect(page.getByLabel("An invoice was paid")).not.toBeChecked();
  await snap(page, testInfo, "notifications and preferences");
});
