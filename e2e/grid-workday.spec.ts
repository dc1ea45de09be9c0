import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, login, signUp, type Account } from "./support/api";
import { consoleErrors, signIn, snapAtWidths } from "./support/browser";
import { expectNoAxeViolations } from "./support/page-checks";

// A supplier's day in the product grid: attribute columns and filters kept
// in the URL, a view shared with the team and made the default, every
// matching product given a value in one bulk action (one refused, with its
// reason), and a cell edited in place (a refused value, then a good one).

const RED_SHIRTS = 52;

async function seed(request: APIRequestContext): Promise<Account> {
  const owner = await signUp(request, "supplier");
  const attribute = (body: Record<string, unknown>) => api(request, owner, "POST", "/api/v1/attributes", body);
  await attribute({ code: "colour", type: "select", labels: { en: "Colour" }, options: ["red", "blue"].map((code) => ({ code, labels: { en: code === "red" ? "Red" : "Blue" } })) });
  await attribute({ code: "size", type: "select", labels: { en: "Size" }, options: ["s", "m", "l"].map((code) => ({ code, labels: { en: code.toUpperCase() } })) });
  await attribute({ code: "rating", type: "number", labels: { en: "Rating" }, validation: { min: 0, max: 5 } });
  await api(request, owner, "POST", "/api/v1/families", { code: "shirts", labels: { en: "Shirts" }, attributes: ["colour", "size", "rating"], variantAxes: ["size"] });
  await api(request, owner, "POST", "/api/v1/families", { code: "mugs", labels: { en: "Mugs" }, attributes: ["colour"] });
  const shirt = (i: number, colour: string) => ({ sku: `SHIRT-${String(i).padStart(3, "0")}`, name: `Shirt ${i}`, familyCode: "shirts", attributes: { colour } });
  const items = [
    ...Array.from({ length: RED_SHIRTS }, (_, i) => shirt(i + 1, "red")),
    ...Array.from({ length: 4 }, (_, i) => shirt(100 + i, "blue")),
    ...Array.from({ length: 3 }, (_, i) => ({ sku: `MUG-${i + 1}`, name: `Mug ${i + 1}`, familyCode: "mugs", attributes: { colour: "red" } })),
    { sku: "POLO", name: "Polo", familyCode: "shirts", kind: "model" },
  ];
  const { results } = await api(request, owner, "POST", "/api/v1/products/bulk", { items });
  const model = results.find((r: { sku: string }) => r.sku === "POLO");
  // Two red variants: setting one size on both leaves the second one's combination taken.
  for (const [sku, size] of [["POLO-S", "s"], ["POLO-M", "m"]]) {
    await api(request, owner, "POST", "/api/v1/products", { sku, parentId: model.id, attributes: { size, colour: "red" } });
  }
  return owner;
}

// A second member of the supplier: an editor who joined by invitation.
async function secondMember(request: APIRequestContext, owner: Account): Promise<string> {
  const colleague = await signUp(request, "supplier");
  const invitation = await api(request, owner, "POST", "/api/v1/members/invitations", { email: colleague.email, role: "editor" });
  await api(request, colleague, "POST", "/api/v1/members/invitations/accept", { token: invitation.token });
  return login(request, colleague.email, owner.organizationId);
}

const grid = (page: Page) => page.getByRole("table", { name: "Products" });
const summary = (page: Page) => page.locator(".grid-summary");
const MATCHING = RED_SHIRTS + 2;

test("columns, filters and a shared default view; every match set in bulk; a cell edited in place", async ({ page, request }, testInfo) => {
  const owner = await seed(request);
  const colleague = secondMember(request, owner);
  await page.setViewportSize({ width: 1440, height: 900 });
  const errors = consoleErrors(page);
  await signIn(page, owner, /\/producer$/);
  await page.goto("/producer/products");
  await expect(summary(page)).toHaveText(`${RED_SHIRTS + 4 + 3 + 3} products match, newest first.`);

  // Two attribute columns, found by label in the dictionary; options show their labels.
  await page.locator("summary", { hasText: "Columns" }).click();
  const finder = page.getByRole("searchbox", { name: "Find an attribute by code or label" });
  await finder.fill("col");
  await page.getByRole("group", { name: "Add attribute columns" }).getByRole("checkbox", { name: /Colour/ }).click();
  await finder.fill("RAT");
  await page.getByRole("group", { name: "Add attribute columns" }).getByRole("checkbox", { name: /Rating/ }).click();
  for (const field of ["Image", "Updated"]) await page.getByRole("group", { name: "Show columns" }).getByRole("checkbox", { name: field }).uncheck();
  await page.locator("summary", { hasText: "Columns" }).click();
  await expect(grid(page).getByRole("columnheader", { name: "Colour" })).toBeVisible();
  await expect(grid(page).getByRole("columnheader", { name: "Rating" })).toBeVisible();

  // A family and an attribute filter, in the URL and kept by a reload.
  await page.getByRole("group", { name: "Family" }).getByRole("checkbox", { name: "Shirts" }).check();
  await expect(summary(page)).toHaveText(`${RED_SHIRTS + 4 + 3} products match, newest first.`);
  await page.getByLabel("Filter by attribute").selectOption({ label: "Colour" });
  await page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Red" }).check();
  await expect(summary(page)).toHaveText(`${MATCHING} products match, newest first.`);
  await expect(page).toHaveURL(/familyCode=shirts/);
  await expect(page).toHaveURL(/attr\.colour=red/);
  await expect(page).toHaveURL(/columns=.*attributes\.colour.*attributes\.rating/);
  // Back goes to the filters before; forward returns.
  await page.goBack();
  await expect(summary(page)).toHaveText(`${RED_SHIRTS + 4 + 3} products match, newest first.`);
  await expect(page).not.toHaveURL(/attr\.colour/);
  await page.goForward();
  await expect(summary(page)).toHaveText(`${MATCHING} products match, newest first.`);
  await page.reload();
  await expect(summary(page)).toHaveText(`${MATCHING} products match, newest first.`);
  await expect(page.getByRole("group", { name: "Family" }).getByRole("checkbox", { name: "Shirts" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Red" })).toBeChecked();
  await expect(grid(page).getByRole("row").nth(1)).toContainText("Red");

  // Saved as a view shared with the team: a colleague sees it; the owner makes it the default.
  await page.locator("summary", { hasText: "Save view" }).click();
  await page.getByLabel("Save the filters, columns and order as a new view").fill("Red shirts");
  await page.getByLabel("Share with the team").check();
  await page.getByRole("button", { name: "Save as new view" }).click();
  await expect(page.getByLabel("Saved view")).toHaveValue(/.+/);
  await expect(page).toHaveURL(/view=/);
  const views = await request.get("/api/v1/views", { headers: { authorization: `Bearer ${await colleague}` } });
  expect((await views.json()).items.map((v: { name: string }) => v.name)).toEqual(["Red shirts"]);
  await page.getByRole("button", { name: "Open the grid with it for everyone" }).click();
  await expect(page.getByLabel("Saved view").locator("option:checked")).toHaveText("Red shirts (default)");

  // The bare grid opens with the default view.
  await page.goto("/producer/products");
  await expect(page).toHaveURL(/view=.*familyCode=shirts/);
  await expect(summary(page)).toHaveText(`${MATCHING} products match, newest first.`);

  // Every match selected, beyond the loaded page; the count is stated before anything runs.
  await page.getByRole("checkbox", { name: "Select all products shown" }).check();
  await page.getByRole("button", { name: `Select all ${MATCHING} matching` }).click();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText(`${MATCHING} selected`);
  await bulk.getByLabel("Bulk action").selectOption("setAttribute");
  // A value the dictionary refuses: the API's reason at the input.
  await bulk.getByLabel("Attribute", { exact: true }).selectOption({ label: "Rating" });
  await bulk.getByLabel("New Rating").fill("9");
  await bulk.getByRole("button", { name: `Apply to ${MATCHING}…` }).click();
  await expect(bulk.getByRole("alertdialog")).toContainText(`Set Rating on ${MATCHING} products?`);
  await bulk.getByRole("button", { name: `Confirm: set attribute on ${MATCHING}` }).click();
  await expect(bulk.getByLabel("New Rating")).toHaveAttribute("aria-invalid", "true");
  await expect(bulk.locator(".field-error")).toContainText(/5/);
  // A size for all: the second variant of the model keeps its sibling's combination and is refused.
  await bulk.getByLabel("Attribute", { exact: true }).selectOption({ label: "Size" });
  await bulk.getByLabel("New Size").selectOption({ label: "L" });
  await bulk.getByRole("button", { name: `Apply to ${MATCHING}…` }).click();
  await bulk.getByRole("button", { name: `Confirm: set attribute on ${MATCHING}` }).click();
  await expect(bulk.getByRole("status")).toContainText(`Done: ${MATCHING - 1} of ${MATCHING} products updated, 1 refused.`, { timeout: 30_000 });
  await expect(bulk.getByRole("list", { name: "Refused products" }).getByRole("listitem")).toHaveCount(1);
  await expect(bulk.getByRole("list", { name: "Refused products" })).toContainText(/POLO-[SM]: .*POLO-[SM]/);
  await snapAtWidths(page, testInfo, "grid workday bulk result");

  // A cell edited in place: a refused value keeps what was typed, with the reason; then a good one.
  const first = grid(page).getByRole("button", { name: /^Rating of / }).first();
  const sku = (await first.getAttribute("aria-label"))!.match(/^Rating of (\S+):/)![1]!;
  await first.click();
  const cell = grid(page).getByRole("textbox", { name: `Rating of ${sku}` });
  await cell.fill("9");
  await cell.press("Enter");
  await expect(cell).toHaveAttribute("aria-invalid", "true");
  await expect(cell).toHaveValue("9");
  await expect(cell).toHaveAccessibleDescription(/5/);
  await snapAtWidths(page, testInfo, "grid workday refused cell", { prepare: () => cell.scrollIntoViewIfNeeded() });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, testInfo, "grid workday at 390 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page, testInfo, "grid workday at 1440 px");
  await cell.fill("4");
  await cell.press("Enter");
  const saved = grid(page).getByRole("button", { name: `Rating of ${sku}: 4. Edit` });
  await expect(saved).toBeVisible();
  // From the keyboard: Enter opens the cell, Escape puts the value back and the focus on the cell.
  await saved.press("Enter");
  await cell.fill("3");
  await cell.press("Escape");
  await expect(saved).toBeFocused();

  // The editor's previous/next reads the grid's loaded rows and where the next page starts.
  const sequence = await page.evaluate(() => JSON.parse(sessionStorage.getItem("pis:grid-sequence") ?? "null"));
  expect(sequence).toMatchObject({ search: expect.stringContaining("familyCode=shirts"), nextCursor: expect.any(String) });
  expect(sequence.ids).toHaveLength(50);

  // The only errors are the browser's own log of the two intended 422s.
  expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
});
