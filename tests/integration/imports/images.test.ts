import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { csv, importFile, productBySku } from "../../support/transfer";

// A loopback image host (the test server allows private destinations).
let server: http.Server;
let base = "";
const served: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0000ff" } }).jpeg().toBuffer();
  const files: Record<string, [number, Buffer]> = {
    "/red.png": [200, png],
    "/blue": [200, jpeg],
    "/fake.png": [200, Buffer.from("<html>not an image</html>")],
  };
  server = http.createServer((req, res) => {
    served.push(req.url ?? "");
    const [status, body] = files[req.url ?? ""] ?? [404, Buffer.from("missing")];
    res.writeHead(status, { "content-type": "image/png" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("images by URL", () => {
  it("fetches, checks, stores and links each image; a URL that fails fails its row only", async () => {
    const org = await createOrg();
    const file = csv([
      ["sku", "name", "images"],
      ["IMG-1", "Two images", `${base}/red.png | ${base}/blue`],
      ["IMG-2", "Not an image", `${base}/fake.png`],
      ["IMG-3", "Missing", `${base}/gone.png`],
      ["IMG-4", "Not http", "ftp://example.com/a.png"],
      ["IMG-5", "No images", ""],
    ]);
    const done = await importFile(org, file);
    expect(done).toMatchObject({ status: "succeeded", created: 2, failed: 3 });
    expect(done.errors).toEqual([
      { row: 3, column: "images", message: `${base}/fake.png is not a JPEG, PNG, WebP or GIF image.` },
      { row: 4, column: "images", message: `${base}/gone.png answered 404.` },
      { row: 5, column: "images", message: "ftp://example.com/a.png is not an http(s) URL." },
    ]);
    const product = await productBySku(org, "IMG-1");
    const linked = await call("GET", `/api/v1/products/${product.id}/assets`, { token: org.token });
    expect(linked.status).toBe(200);
    expect(linked.body.assets.map((a: { mimeType: string; status: string; assetType: string }) => [a.mimeType, a.status, a.assetType])).toEqual([
      ["image/png", "ready", "image"],
      ["image/jpeg", "ready", "image"],
    ]);
    expect(linked.body.assets[0].filename).toBe("red.png");
    const download = await fetch(linked.body.assets[1].downloadUrl);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The refused image left no asset behind.
    expect(await db.asset.count({ where: { organizationId: org.id } })).toBe(2);

    // The same file again: the linked images are not fetched or linked twice.
    const fetchedBefore = served.filter((url) => url === "/red.png").length;
    const again = await importFile(org, file);
    expect(again).toMatchObject({ updated: 2, failed: 3 });
    expect(served.filter((url) => url === "/red.png").length).toBe(fetchedBefore);
    expect(await db.asset.count({ where: { organizationId: org.id } })).toBe(2);
  });

  it("checks images in a dry run without storing any", async () => {
    const org = await createOrg();
    const done = await importFile(org, csv([["sku", "name", "images"], ["DRY-1", "x", `${base}/red.png`], ["DRY-2", "y", `${base}/fake.png`]]), { dryRun: true });
    expect(done).toMatchObject({ created: 1, failed: 1 });
    expect(await db.asset.count({ where: { organizationId: org.id } })).toBe(0);
  });
});
