import { expect, type Page, type TestInfo } from "@playwright/test";
import type { Account } from "./api";

// Signs in through the login page, as a user would.
export async function signIn(page: Page, account: Pick<Account, "email" | "password">, expectPath: RegExp): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(expectPath);
}

// A named screenshot in the test report.
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

// Console errors and uncaught exceptions of a page, collected as they happen.
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
