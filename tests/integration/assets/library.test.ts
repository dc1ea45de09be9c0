import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { createProduct, scoreOf } from "../../support/catalog";
import { settled } from "../../support/jobs";
import { photo } from "../../support/images";
import { objectExists, readyAsset, requestUpload } from "../../support/assets";

const png = async () => ({ filename: "p.png", mimeType: "image/png", assetType: "image", bytes: await photo(48, 32, "png") });

describe("asset library", () => {
  it("lists the organisation's assets in pages, with filters", async () => {
    const org = await createOrg("supplier");
    const ids = [await readyAsset({ token: org.token }, await png()), await readyAsset({ token: org.token }, await png())];
    const pending = await requestUpload({ token: org.token }, { filename: "doc.pdf", mimeType: "application/pdf", assetType: "document" });
    const first = await call("GET", "/api/v1/assets?limit=2", { token: org.token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((a: { id: string }) => a.id)).toEqual(ids);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call("GET", `/api/v1/assets?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: pending.assetId, status: "pending", sizeBytes: null, downloadUrl: null })], nextCursor: null });
    const ready = await call("GET", "/api/v1/assets?status=ready&assetType=image", { token: org.token });
    expect(ready.body.items).toHaveLength(2);
    const documents = await call("GET", "/api/v1/assets?assetType=document", { token: org.token });
    expect(documents.body.items.map((a: { id: string }) => a.id)).toEqual([pending.assetId]);
    // A cursor belongs to its query.
    const crossed = await call("GET", `/api/v1/assets?limit=2&status=ready&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: org.token });
    expect(crossed.status).toBe(400);
    expect((await call("GET", "/api/v1/assets?status=gone", { token: org.token })).status).toBe(422);
  });

  it("reads one asset with a fresh short-lived download URL that serves the declared type", async () => {
    const org = await createOrg("supplier");
    const id = await readyAsset({ token: org.token }, await png());
    const res = await call("GET", `/api/v1/assets/${id}`, { token: org.token });
    expect(res.status).toBe(200);
    const url = new URL(res.body.downloadUrl);
    expect(Number(url.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
    const download = await fetch(url);
    expect(download.headers.get("content-type")).toBe("image/png");
  });

  it("serves files of unknown types as attachments", async () => {
    const org = await createOrg("supplier");
    const id = await readyAsset({ token: org.token }, { filename: "page.html", mimeType: "text/html", assetType: "document", bytes: Buffer.from("<script>alert(1)</script>") });
    const res = await call("GET", `/api/v1/assets/${id}`, { token: org.token });
    const download = await fetch(res.body.downloadUrl);
    expect(download.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''page.html");
  });

  it("deletes an asset with its objects and renditions, and rescores the products it was linked to", async () => {
    const org = await createOrg("supplier");
    const id = await readyAsset({ token: org.token }, await png());
    const preset = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name: "thumb", ops: [{ op: "resize", width: 16 }] } });
    const rendition = await call("POST", `/api/v1/assets/${id}/renditions`, { token: org.token, body: { presetId: preset.body.id } });
    expect(rendition.status).toBe(201);
    const product = await createProduct(org, { description: "Described." });
    expect((await call("PUT", `/api/v1/products/${product.id}/assets`, { token: org.token, body: { assetIds: [id] } })).status).toBe(200);
    await expect.poll(async () => (await db.product.findUniqueOrThrow({ where: { id: product.id } })).qualityScore, { timeout: 15_000 }).toBe(100);

    const asset = await db.asset.findUniqueOrThrow({ where: { id } });
    const renditionRow = await db.rendition.findUniqueOrThrow({ where: { id: rendition.body.id } });
    expect(await objectExists(asset.storageKey)).toBe(true);
    expect(await objectExists(renditionRow.storageKey!)).toBe(true);
    // Every scoring run of the links above has ended, so the next score is the deletion's.
    await settled(org);
    await db.product.update({ where: { id: product.id }, data: { qualityScore: null } });

    const deleted = await call("DELETE", `/api/v1/assets/${id}`, { token: org.token });
    expect(deleted.status).toBe(204);
    expect(await objectExists(asset.storageKey)).toBe(false);
    expect(await objectExists(renditionRow.storageKey!)).toBe(false);
    expect(await db.rendition.count({ where: { assetId: id } })).toBe(0);
    expect((await call("GET", `/api/v1/assets/${id}`, { token: org.token })).status).toBe(404);
    expect((await call("DELETE", `/api/v1/assets/${id}`, { token: org.token })).status).toBe(404);
    // No linked image any more: name and description filled, image missing.
    expect(await scoreOf(product.id)).toBe(66);
  });

  it("lets only suppliers' editors and up, or assets:write keys, write; sandbox keys read only", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    const viewer = await addMember(supplier, "viewer");
    const editor = await addMember(supplier, "editor");
    const reader = await createKey(supplier, ["assets:read"]);
    const writer = await createKey(supplier, ["assets:write"]);
    const products = await createKey(supplier, ["products:write"]);
    const sandbox = await createKey(supplier, ["assets:write"], true);
    const body = { filename: "a.png", mimeType: "image/png", assetType: "image" };
    const upload = (who: { token?: string; apiKey?: string }) => call("POST", "/api/v1/assets/upload-url", { ...who, body });
    expect((await upload({ token: buyer.token })).status).toBe(403);
    expect((await upload({ token: viewer.token })).status).toBe(403);
    expect((await upload({ apiKey: reader.key })).status).toBe(403);
    expect((await upload({ apiKey: products.key })).status).toBe(403);
    const refused = await upload({ apiKey: sandbox.key });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).error.code).toBe("SANDBOX_READONLY");
    expect(refused.headers.get("x-service-sandbox")).toBe("true");
    expect((await upload({ token: editor.token })).status).toBe(201);
    expect((await upload({ apiKey: writer.key })).status).toBe(201);

    for (const who of [{ token: viewer.token }, { apiKey: reader.key }, { apiKey: sandbox.key }]) {
      expect((await call("GET", "/api/v1/assets", who)).status).toBe(200);
    }
    expect((await call("GET", "/api/v1/assets", { apiKey: products.key })).status).toBe(403);
    // Buyers keep no assets: reading is allowed and empty, writing refused everywhere.
    expect((await call("GET", "/api/v1/assets", { token: buyer.token })).body.items).toEqual([]);
    expect((await call("POST", "/api/v1/rendition-presets", { token: buyer.token, body: { name: "x", ops: [{ op: "grayscale" }] } })).status).toBe(403);
  });

  it("answers 404 for another tenant's assets, presets and renditions on every endpoint", async () => {
    const owner = await createOrg("supplier");
    const other = await createOrg("supplier");
    const assetId = await readyAsset({ token: owner.token }, await png());
    const preset = await call("POST", "/api/v1/rendition-presets", { token: owner.token, body: { name: "thumb", ops: [{ op: "resize", width: 8 }] } });
    expect((await call("POST", `/api/v1/assets/${assetId}/renditions`, { token: owner.token, body: { presetId: preset.body.id } })).status).toBe(201);
    const pending = await requestUpload({ token: owner.token }, { filename: "x.png", mimeType: "image/png", assetType: "image" });
    const otherPreset = await call("POST", "/api/v1/rendition-presets", { token: other.token, body: { name: "mine", ops: [{ op: "grayscale" }] } });

    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/v1/assets/${assetId}`],
      ["DELETE", `/api/v1/assets/${assetId}`],
      ["GET", `/api/v1/assets/${assetId}/renditions`],
      ["POST", `/api/v1/assets/${assetId}/renditions`, { presetId: otherPreset.body.id }],
      ["POST", "/api/v1/assets/confirm", { assetId: pending.assetId }],
      ["GET", `/api/v1/rendition-presets/${preset.body.id}`],
      ["PATCH", `/api/v1/rendition-presets/${preset.body.id}`, { ops: [{ op: "grayscale" }] }],
      ["POST", `/api/v1/rendition-presets/${preset.body.id}/reprocess`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(errorOf(res).error.code).toBe("NOT_FOUND");
    }
    // A preset named in a body is a reference, refused like any foreign reference.
    const foreignPreset = await call("POST", `/api/v1/assets/${assetId}/renditions`, { token: owner.token, body: { presetId: otherPreset.body.id } });
    expect(foreignPreset.status).toBe(422);
    expect(errorOf(foreignPreset).error.details![0]!.path).toBe("presetId");
    // Lists show only the caller's own.
    expect((await call("GET", "/api/v1/assets", { token: other.token })).body.items).toEqual([]);
    expect((await call("GET", "/api/v1/rendition-presets", { token: other.token })).body.items.map((p: { id: string }) => p.id)).toEqual([otherPreset.body.id]);
    // Nothing of the owner's changed.
    expect((await call("GET", `/api/v1/assets/${assetId}`, { token: owner.token })).status).toBe(200);
    expect((await db.renditionPreset.findUniqueOrThrow({ where: { id: preset.body.id } })).opsVersion).toBe(1);
    expect((await db.asset.findUniqueOrThrow({ where: { id: pending.assetId } })).status).toBe("pending");
  });
});
