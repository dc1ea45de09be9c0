import { describe, expect, it } from "vitest";
import { baseUrl, call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { readyAsset } from "../../support/assets";
import { photo } from "../../support/images";
import { syncedFeed } from "../../support/feeds";

// Fetched as a destination would: no credential, redirects not followed.
const visit = (url: string) => fetch(url, { redirect: "manual" });

describe("media sources in attribute maps", () => {
  it("delivers stable, credential-free links to the product's images and a preset's rendition", async () => {
    const org = await createOrg("supplier");
    const first = await readyAsset(org, { filename: "front.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(80, 60) });
    const second = await readyAsset(org, { filename: "back.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(40, 30) });
    const preset = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name: "thumb", ops: [{ op: "resize", width: 20 }, { op: "format", format: "webp" }] } });
    expect((await call("POST", `/api/v1/assets/${first}/renditions`, { token: org.token, body: { presetId: preset.body.id } })).status).toBeLessThan(300);
    const product = await createProduct(org, { sku: "IMG-1", name: "Lamp", status: "active" });
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [first, second] } })).status).toBe(200);
    await createProduct(org, { sku: "IMG-0", name: "No picture", status: "active" });

    const { records } = await syncedFeed(org, {
      gallery: { from: "images" },
      main: { from: "images[0]", required: true },
      thumb: { from: `rendition:${preset.body.id}`, required: true },
    });
    expect(records.map((r) => r.sku)).toEqual(["IMG-1"]);
    const { gallery, main, thumb } = records[0]!.fields as { gallery: string[]; main: string; thumb: string };
    expect(gallery).toHaveLength(2);
    expect(gallery[0]).toBe(main);
    expect(main.startsWith(`${baseUrl()}/media/`)).toBe(true);
    expect(thumb.startsWith(`${baseUrl()}/media/`)).toBe(true);

    const original = await visit(main);
    expect(original.status).toBe(302);
    const stored = await fetch(original.headers.get("location")!);
    expect(stored.headers.get("content-type")).toBe("image/jpeg");
    expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const rendition = await visit(thumb);
    expect(rendition.status).toBe(302);
    expect((await fetch(rendition.headers.get("location")!)).headers.get("content-type")).toBe("image/webp");

    // The same link on the next sync: destinations can key on it.
    const { records: again } = await syncedFeed(org, { main: { from: "images[0]", required: true } });
    expect(again[0]!.fields.main).toBe(main);

    // Tampered or made up: 404, with nothing about what exists.
    const token = main.slice(main.lastIndexOf("/") + 1);
    expect((await visit(`${baseUrl()}/media/${token.slice(0, -3)}abc`)).status).toBe(404);
    expect((await visit(`${baseUrl()}/media/not-a-token`)).status).toBe(404);

    // Deleting the asset ends its link.
    expect((await call("DELETE", `/api/v1/assets/${first}`, { token: org.token })).status).toBe(204);
    expect((await visit(main)).status).toBe(404);
    expect((await visit(thumb)).status).toBe(404);
    expect((await visit(gallery[1]!)).status).toBe(302);
  });

  it("refuses a source it cannot read in the map (422)", async () => {
    const org = await createOrg("supplier");
    const res = await call("POST", "/api/v1/channels", { token: org.token, body: { name: "X", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { a: { from: "rendition:nope" } } } });
    expect(res.status).toBe(422);
    expect(res.body.error.details[0].path).toBe("attributeMap.a.from");
  });
});
