import { describe, expect, inject, it } from "vitest";
import { Readable } from "node:stream";
import unzipper from "unzipper";
import { baseUrl, call, errorOf } from "../../support/http";
import { clientAddressHeader, createOrg, type TestOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { readyAsset, peakMemory, resetPeakMemory, residentMemory } from "../../support/assets";
import { photo } from "../../support/images";
import { parseCsv } from "../../support/transfer";
import { db } from "../../../lib/db/client";
import { TEST_ENV } from "../../setup/test-env";

const open = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init, headers: { ...clientAddressHeader(), ...((init.headers as Record<string, string>) ?? {}) } });

async function share(org: TestOrg, body: Record<string, unknown>) {
  const res = await call("POST", "/api/v1/share-links", { token: org.token, body: { name: "Autumn selection", includeAssets: false, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; url: string; token: string; expiresAt: string | null; createdAt: string };
}

const skusOf = async (path: string, init: RequestInit = {}) => {
  const res = await open(path, init);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { sku: string }[] }).items.map((p) => p.sku).sort();
};

describe("share links", () => {
  it("are created, listed, read, changed and revoked by their organisation only", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "SH-1", name: "Chair", status: "active" });
    const link = await share(org, { productIds: [product.id], expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(link).toMatchObject({ id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String), createdAt: expect.any(String) });
    expect(link.url).toMatch(new RegExp(`/s/${link.token}$`));

    const list = await call("GET", "/api/v1/share-links", { token: org.token });
    expect(list.body.items.map((l: { id: string }) => l.id)).toEqual([link.id]);
    const read = await call("GET", `/api/v1/share-links/${link.id}`, { token: org.token });
    expect(read.body).toMatchObject({ name: "Autumn selection", productIds: [product.id], filter: null, hasPassword: false, opens: 0, downloads: 0, token: link.token });
    const renamed = await call("PATCH", `/api/v1/share-links/${link.id}`, { token: org.token, body: { name: "Spring", password: "a-fine-password" } });
    expect(renamed.body).toMatchObject({ name: "Spring", hasPassword: true });

    const other = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    for (const [method, body] of [["GET", undefined], ["PATCH", { name: "Mine" }], ["DELETE", undefined]] as const) {
      expect((await call(method, `/api/v1/share-links/${link.id}`, { token: other.token, body })).status, method).toBe(404);
    }
    expect((await call("GET", "/api/v1/share-links", { token: other.token })).body.items).toEqual([]);
    expect((await call("GET", "/api/v1/share-links", { token: buyer.token })).status).toBe(403);

    expect((await call("DELETE", `/api/v1/share-links/${link.id}`, { token: org.token })).status).toBe(204);
    expect((await call("GET", `/api/v1/share-links/${link.id}`, { token: org.token })).status).toBe(404);
    const gone = await open(`/s/${link.token}`);
    expect(gone.status).toBe(410);
    const page = await gone.text();
    expect(page).not.toContain("Chair");
    expect(page).not.toContain("SH-1");
    expect((await open(`/s/${link.token}/products.json`)).status).toBe(410);
  });

  it("refuse a body naming both or neither of productIds and filter, a past expiry and a short password", async () => {
    const org = await createOrg("supplier");
    for (const body of [{}, { productIds: ["0b4d6a3e-1f2a-4c8e-b1d7-2a9c6e5f4d31"], filter: {} }, { filter: {}, expiresAt: "2020-01-01T00:00:00Z" }, { filter: {}, password: "short" }, { filter: { status: "nope" } }]) {
      const res = await call("POST", "/api/v1/share-links", { token: org.token, body: { name: "x", includeAssets: false, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("show only active products; a link of ids is fixed and a link of a filter follows the catalogue", async () => {
    const org = await createOrg("supplier");
    const active = await createProduct(org, { sku: "A-1", name: "Lamp", status: "active", tags: ["sale"] });
    const draft = await createProduct(org, { sku: "D-1", name: "Secret draft", status: "draft", tags: ["sale"] });
    const other = await createOrg("supplier");
    const foreign = await createProduct(other, { sku: "F-1", name: "Not theirs", status: "active", tags: ["sale"] });
    const ids = await share(org, { productIds: [active.id, draft.id, foreign.id] });
    const filter = await share(org, { filter: { tags: "sale" } });

    expect(await skusOf(`/s/${ids.token}/products.json`)).toEqual(["A-1"]);
    expect(await skusOf(`/s/${filter.token}/products.json`)).toEqual(["A-1"]);
    const page = await (await open(`/s/${filter.token}`)).text();
    expect(page).toContain("Lamp");
    expect(page).not.toContain("Secret draft");
    expect(page).not.toContain("Not theirs");

    await createProduct(org, { sku: "A-2", name: "New lamp", status: "active", tags: ["sale"] });
    await call("PATCH", `/api/v1/products/${draft.id}`, { token: org.token, body: { status: "active" } });
    expect(await skusOf(`/s/${filter.token}/products.json`)).toEqual(["A-1", "A-2", "D-1"]);
    expect(await skusOf(`/s/${ids.token}/products.json`)).toEqual(["A-1", "D-1"]);

    const searched = await (await open(`/s/${filter.token}?q=New`)).text();
    expect(searched).toContain("New lamp");
    expect(searched).not.toContain(">Lamp<");

    const csv = await open(`/s/${filter.token}/products.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const rows = await parseCsv(Buffer.from(await csv.arrayBuffer()));
    expect(rows[0]![0]).toBe("sku");
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(["A-1", "A-2", "D-1"]);
    const counted = await call("GET", `/api/v1/share-links/${filter.id}`, { token: org.token });
    expect(counted.body).toMatchObject({ opens: 2, downloads: 3, lastOpenedAt: expect.any(String) });
  });

  it("share only the fields named, and 404 a token never made", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "FL-1", name: "Stool", description: "Internal note", status: "active", attributes: { colour: "red", cost: 12 } });
    const link = await share(org, { productIds: [product.id], fields: ["name", "colour"] });
    const json = (await (await open(`/s/${link.token}/products.json`)).json()) as { items: Record<string, unknown>[] };
    expect(json.items[0]).toMatchObject({ sku: "FL-1", name: "Stool", attributes: { colour: "red" } });
    expect(json.items[0]).not.toHaveProperty("description");
    expect(JSON.stringify(json)).not.toContain("cost");
    expect(JSON.stringify(json)).not.toContain("Internal note");
    const header = (await parseCsv(Buffer.from(await (await open(`/s/${link.token}/products.csv`)).arrayBuffer())))[0];
    expect(header).toEqual(["sku", "name", "colour"]);

    const forged = link.token.slice(0, 42) + (link.token.endsWith("A") ? "B" : "A");
    for (const token of [forged, "A".repeat(43), "nope"]) expect((await open(`/s/${token}`)).status, token).toBe(404);
  });

  it("lock a password-protected link until it is unlocked, by form, JSON or HTTP Basic", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "PW-1", name: "Locked lamp", status: "active" });
    const link = await share(org, { productIds: [product.id], password: "open-sesame-1" });

    const page = await open(`/s/${link.token}`);
    expect(page.status).toBe(401);
    const form = await page.text();
    expect(form).toContain('type="password"');
    expect(form).not.toContain("Locked lamp");
    const file = await open(`/s/${link.token}/products.json`);
    expect(file.status).toBe(401);
    expect(file.headers.get("www-authenticate")).toMatch(/^Basic/);

    const wrong = async () => {
      const res = await open(`/s/${link.token}/unlock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: "guess-guess" }) });
      return { status: res.status, body: await res.text(), cookie: res.headers.get("set-cookie") };
    };
    const [first, second] = [await wrong(), await wrong()];
    expect(first.status).toBe(401);
    expect(second).toEqual(first);
    expect(first.cookie).toBeNull();

    const unlocked = await open(`/s/${link.token}/unlock`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "password=open-sesame-1" });
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.get("location")).toBe(`/s/${link.token}`);
    const cookie = unlocked.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`Path=/s/${link.token};`));
    expect(cookie).toMatch(/HttpOnly/);
    const withCookie = { headers: { cookie: cookie.split(";")[0]! } };
    expect((await open(`/s/${link.token}`, withCookie)).status).toBe(200);
    expect(await skusOf(`/s/${link.token}/products.json`, withCookie)).toEqual(["PW-1"]);

    const basic = { headers: { authorization: `Basic ${Buffer.from("anyone:open-sesame-1").toString("base64")}` } };
    expect(await skusOf(`/s/${link.token}/products.json`, basic)).toEqual(["PW-1"]);
    const badBasic = { headers: { authorization: `Basic ${Buffer.from("anyone:nope").toString("base64")}` } };
    expect((await open(`/s/${link.token}/products.json`, badBasic)).status).toBe(401);

    // A new password locks every browser out again.
    await call("PATCH", `/api/v1/share-links/${link.id}`, { token: org.token, body: { password: "another-password" } });
    expect((await open(`/s/${link.token}`, withCookie)).status).toBe(401);
  });

  it("rate limit unlock attempts per address", async () => {
    const org = await createOrg("supplier");
    const link = await share(org, { filter: {}, password: "open-sesame-1" });
    const address = clientAddressHeader();
    const attempt = async () =>
      (await fetch(`${baseUrl()}/s/${link.token}/unlock`, { method: "POST", headers: { ...address, "content-type": "application/json" }, body: JSON.stringify({ password: "wrong-wrong" }) })).status;
    // The allowance is per fixed minute: however the attempts fall across a
    // minute's end, two allowances and one more are refused at least once.
    const limit = Number(TEST_ENV.AUTH_RATE_LIMIT_PER_MINUTE);
    const statuses: number[] = [];
    for (let sent = 0; sent < 2 * limit + 1; sent += 10) statuses.push(...(await Promise.all(Array.from({ length: Math.min(10, 2 * limit + 1 - sent) }, attempt))));
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2 * limit);
  });

  it("answer 410 once expired, showing nothing", async () => {
    const org = await createOrg("supplier");
    const product = await createProduct(org, { sku: "EX-1", name: "Expired lamp", status: "active" });
    const link = await share(org, { productIds: [product.id], expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await open(`/s/${link.token}`)).status).toBe(200);
    await db.shareLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const path of ["", "/products.json", "/products.csv", "/bundle.zip"]) {
      const res = await open(`/s/${link.token}${path}`);
      expect(res.status, path).toBe(410);
      expect(await res.text()).not.toContain("Expired lamp");
    }
  });

  it("stream a bundle of the CSV and the original images, memory flat at 1,000 products with images", async () => {
    const org = await createOrg("supplier", "enterprise");
    const jpeg = await photo(800, 600);
    const assetId = await readyAsset({ token: org.token }, { filename: "photo.jpg", mimeType: "image/jpeg", assetType: "image", bytes: jpeg });
    const items = Array.from({ length: 1000 }, (_, i) => ({ sku: `ZIP-${String(i).padStart(4, "0")}`, name: `Zip ${i}`, status: "active" }));
    const upsert = await call("POST", "/api/v1/products/bulk", { token: org.token, body: { items } });
    expect(upsert.status, JSON.stringify(upsert.body).slice(0, 300)).toBe(200);
    const products = await db.product.findMany({ where: { organizationId: org.id }, select: { id: true } });
    await db.productAsset.createMany({ data: products.map((p) => ({ productId: p.id, assetId, position: 0 })) });
    const link = await share(org, { filter: {}, includeAssets: true });
    const noAssets = await share(org, { filter: {} });
    expect((await open(`/s/${noAssets.token}/bundle.zip`)).status).toBe(404);
    // The page's cards take images at the size shown, never the original file.
    const page = await (await open(`/s/${link.token}`)).text();
    expect(page).toMatch(/<img src="[^"]*\/media\/[^"]*w=320" srcset="[^"]* 320w, [^"]* 480w, [^"]* 640w"/);
    expect(page).not.toMatch(/X-Amz-|photo\.jpg/);

    const pid = inject("serverPid");
    await resetPeakMemory(pid);
    const before = await residentMemory(pid);
    const res = await open(`/s/${link.token}/bundle.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const names: string[] = [];
    let bytes = 0;
    let csv = "";
    const counted = Readable.fromWeb(res.body as never).on("data", (chunk: Buffer) => (bytes += chunk.length));
    await counted.pipe(unzipper.Parse()).on("entry", async (entry: unzipper.Entry) => {
      names.push(entry.path);
      if (entry.path === "products.csv") csv = (await entry.buffer()).toString("utf8");
      else entry.autodrain();
    }).promise();
    const peak = await peakMemory(pid);
    console.log(`bundle of ${names.length} entries, ${(bytes / 1048576).toFixed(0)} MiB: server RSS ${(before / 1048576).toFixed(0)} MiB before, peak ${(peak / 1048576).toFixed(0)} MiB`);
    expect(names[0]).toBe("products.csv");
    expect(names).toHaveLength(1001);
    expect(names).toContain("images/ZIP-0000/1-photo.jpg");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1001);
    expect(bytes).toBeGreaterThan(1000 * jpeg.length);
    // Flat: the server holds a few parts in flight whatever the bundle's size.
    expect(peak - before).toBeLessThan(Math.min(80 * 1048576, bytes / 2));
  });
});
