import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { db } from "../../../lib/db/client";
import { call, errorOf } from "../../support/http";
import { createOrg, type TestOrg } from "../../support/fixtures";
import { SIGNATURES, bombPng, corruptJpeg, padded, photo } from "../../support/images";
import { cloneAsset, peakMemory, readyAsset, resetPeakMemory, residentMemory } from "../../support/assets";
import { settled } from "../../support/jobs";

const image = async (width = 64, height = 48) => ({ filename: "p.jpg", mimeType: "image/jpeg", assetType: "image", bytes: await photo(width, height) });

async function createPreset(org: TestOrg, ops: unknown[], name = "preset") {
  const res = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name, ops } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; opsVersion: number };
}

async function render(org: TestOrg, assetId: string, presetId: string) {
  return call("POST", `/api/v1/assets/${assetId}/renditions`, { token: org.token, body: { presetId } });
}

async function healthy() {
  expect((await call("GET", "/api/health")).status).toBe(200);
}

describe("rendition presets", () => {
  it("creates, reads, lists and renames presets", async () => {
    const org = await createOrg("supplier");
    const ops = [{ op: "resize", width: 1200, fit: "inside" }, { op: "format", format: "webp", quality: 80 }];
    const created = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name: "web", ops } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: "web", ops, opsVersion: 1, auto: false, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await call("GET", `/api/v1/rendition-presets/${created.body.id}`, { token: org.token })).body).toEqual(created.body);
    const second = await createPreset(org, [{ op: "grayscale" }]);
    const page = await call("GET", "/api/v1/rendition-presets?limit=1", { token: org.token });
    expect(page.body.items.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    const rest = await call("GET", `/api/v1/rendition-presets?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`, { token: org.token });
    expect(rest.body).toEqual({ items: [expect.objectContaining({ id: second.id })], nextCursor: null });

    const renamed = await call("PATCH", `/api/v1/rendition-presets/${created.body.id}`, { token: org.token, body: { name: "website" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ enqueued: 0, hasMore: false });
    // The same ops again is no change either.
    expect((await call("PATCH", `/api/v1/rendition-presets/${created.body.id}`, { token: org.token, body: { ops } })).body).toEqual({ enqueued: 0, hasMore: false });
    expect((await call("GET", `/api/v1/rendition-presets/${created.body.id}`, { token: org.token })).body).toMatchObject({ name: "website", opsVersion: 1 });
  });

  it("validates the operations", async () => {
    const org = await createOrg("supplier");
    const cases: [unknown, string][] = [
      [[], "ops"],
      [[{ op: "resize" }], "ops.0.width"],
      [[{ op: "resize", width: 10, fit: "stretch" }], "ops.0.fit"],
      [[{ op: "format", format: "tiff" }], "ops.0.format"],
      [[{ op: "format", format: "webp", quality: 0 }], "ops.0.quality"],
      [[{ op: "rotate", angle: 30 }], "ops.0.angle"],
      [[{ op: "sharpen" }], "ops.0.op"],
      [[{ op: "resize", width: 10 }, { op: "resize", height: 10 }], "ops.1"],
      ["resize", "ops"],
    ];
    for (const [ops, path] of cases) {
      const res = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name: "x", ops } });
      expect(res.status, JSON.stringify(ops)).toBe(422);
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
    const preset = await createPreset(org, [{ op: "grayscale" }]);
    const bad = await call("PATCH", `/api/v1/rendition-presets/${preset.id}`, { token: org.token, body: { ops: [{ op: "rotate", angle: 45 }] } });
    expect(bad.status).toBe(422);
    expect((await call("PATCH", `/api/v1/rendition-presets/${preset.id}`, { token: org.token, body: { opsVersion: 9 } })).status).toBe(422);
  });
});

describe("auto presets", () => {
  it("renders every preset marked auto when an image is confirmed, in the background, and no other preset", async () => {
    const org = await createOrg("supplier");
    const thumb = await call("POST", "/api/v1/rendition-presets", { token: org.token, body: { name: "thumb", ops: [{ op: "resize", width: 16 }], auto: true } });
    expect(thumb.status).toBe(201);
    expect(thumb.body.auto).toBe(true);
    const manual = await createPreset(org, [{ op: "grayscale" }], "manual");
    const later = await createPreset(org, [{ op: "resize", width: 8 }], "later");
    const turnedOn = await call("PATCH", `/api/v1/rendition-presets/${later.id}`, { token: org.token, body: { auto: true } });
    expect(turnedOn.body).toEqual({ enqueued: 0, hasMore: false });
    expect((await call("GET", `/api/v1/rendition-presets/${later.id}`, { token: org.token })).body.auto).toBe(true);

    const assetId = await readyAsset({ token: org.token }, await image());
    const renditions = async () => (await call("GET", `/api/v1/assets/${assetId}/renditions`, { token: org.token })).body.items as { presetId: string; status: string; width: number }[];
    await expect.poll(async () => (await renditions()).length, { timeout: 30_000 }).toBe(2);
    await settled(org);
    const made = await renditions();
    expect(made.map((r) => r.presetId).sort()).toEqual([thumb.body.id, later.id].sort());
    expect(made.every((r) => r.status === "ready")).toBe(true);
    expect(made.find((r) => r.presetId === thumb.body.id)!.width).toBe(16);
    expect(made.some((r) => r.presetId === manual.id)).toBe(false);

    // A document is not rendered; switched off, a preset renders no more.
    await readyAsset({ token: org.token }, { filename: "a.pdf", mimeType: "application/pdf", assetType: "document", bytes: Buffer.from("%PDF-1.4 x") });
    await call("PATCH", `/api/v1/rendition-presets/${thumb.body.id}`, { token: org.token, body: { auto: false } });
    const second = await readyAsset({ token: org.token }, await image());
    await settled(org);
    const items = (await call("GET", `/api/v1/assets/${second}/renditions`, { token: org.token })).body.items as { presetId: string }[];
    expect(items.map((r) => r.presetId)).toEqual([later.id]);
  });

  it("queues nothing for an organisation without auto presets", async () => {
    const org = await createOrg("supplier");
    await createPreset(org, [{ op: "grayscale" }]);
    const assetId = await readyAsset({ token: org.token }, await image());
    await settled(org);
    expect((await call("GET", `/api/v1/assets/${assetId}/renditions`, { token: org.token })).body.items).toEqual([]);
    expect(await db.outboxEvent.count({ where: { name: "renditions.images-ready", data: { path: ["organizationId"], equals: org.id } } })).toBe(0);
  });
});

describe("renditions", () => {
  it("renders an image with a preset and serves the result", async () => {
    const org = await createOrg("supplier");
    const assetId = await readyAsset({ token: org.token }, await image(400, 300));
    const preset = await createPreset(org, [{ op: "resize", width: 200 }, { op: "rotate", angle: 90 }, { op: "format", format: "webp", quality: 70 }]);
    const res = await render(org, assetId, preset.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      assetId,
      presetId: preset.id,
      status: "ready",
      width: 150,
      height: 200,
      mimeType: "image/webp",
      sizeBytes: expect.any(Number),
      downloadUrl: expect.stringMatching(/^http/),
      stale: false,
      lastError: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const download = await fetch(res.body.downloadUrl);
    expect(download.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(res.body.sizeBytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 150, height: 200 });

    // Asking again re-renders the same rendition.
    const again = await render(org, assetId, preset.id);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(res.body.id);
    const list = await call("GET", `/api/v1/assets/${assetId}/renditions`, { token: org.token });
    expect(list.body).toEqual({ items: [expect.objectContaining({ id: res.body.id, stale: false })], nextCursor: null });
  });

  it("gives exactly the asked size for cover and contain, enlarging a smaller source unless withoutEnlargement", async () => {
    const org = await createOrg("supplier");
    const assetId = await readyAsset({ token: org.token }, await image(24, 16));
    const cases: [Record<string, unknown>, number[]][] = [
      [{ op: "resize", width: 30, height: 20, fit: "cover" }, [30, 20]],
      [{ op: "resize", width: 30, height: 20, fit: "contain" }, [30, 20]],
      [{ op: "resize", width: 30, height: 20 }, [30, 20]],
      [{ op: "resize", width: 30, height: 20, fit: "cover", withoutEnlargement: true }, [24, 16]],
    ];
    for (const [op, size] of cases) {
      const preset = await createPreset(org, [op], JSON.stringify(op));
      const res = await render(org, assetId, preset.id);
      expect(res.status, JSON.stringify(op)).toBe(201);
      expect([res.body.width, res.body.height], JSON.stringify(op)).toEqual(size);
    }
  });

  it("refuses anything that is not an image: video, PDF, documents", async () => {
    const org = await createOrg("supplier");
    const preset = await createPreset(org, [{ op: "resize", width: 100 }]);
    const files = [
      { mimeType: "video/mp4", assetType: "video", bytes: padded(SIGNATURES.mp4, 4000) },
      { mimeType: "video/webm", assetType: "video", bytes: padded(SIGNATURES.webm, 4000) },
      { mimeType: "application/pdf", assetType: "document", bytes: padded(SIGNATURES.pdf, 4000) },
      { mimeType: "text/csv", assetType: "other", bytes: Buffer.from("a,b\n") },
    ];
    for (const file of files) {
      const assetId = await readyAsset({ token: org.token }, file);
      const res = await render(org, assetId, preset.id);
      expect(res.status, file.mimeType).toBe(422);
      expect(errorOf(res).error.details![0]!.path).toBe("assetId");
    }
    expect(await db.rendition.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it("refuses a corrupt image cleanly and stays healthy", async () => {
    const org = await createOrg("supplier");
    const assetId = await readyAsset({ token: org.token }, { filename: "broken.jpg", mimeType: "image/jpeg", assetType: "image", bytes: corruptJpeg() });
    const preset = await createPreset(org, [{ op: "resize", width: 100 }]);
    const res = await render(org, assetId, preset.id);
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details![0]!.message).toMatch(/could not be decoded/);
    await healthy();
  });

  // Decoding this bomb takes 100 MiB for its pixels alone; refusing it from
  // the header takes next to nothing. The server's own footprint (Next.js,
  // ~250 MiB, shared with concurrent test files) is not the bomb's doing, so
  // the growth during the request is what is asserted; npm run
  // bench:renditions measures the render path's absolute peak alone.
  it("refuses a decompression bomb from its header, without the server's memory growing", async () => {
    const org = await createOrg("supplier");
    const bomb = await bombPng();
    const assetId = await readyAsset({ token: org.token }, { filename: "bomb.png", mimeType: "image/png", assetType: "image", bytes: bomb });
    const preset = await createPreset(org, [{ op: "resize", width: 100 }, { op: "format", format: "png" }]);
    const pid = inject("serverPid");
    await resetPeakMemory(pid);
    const before = await residentMemory(pid);
    const res = await render(org, assetId, preset.id);
    const peak = await peakMemory(pid);
    const mib = (bytes: number) => (bytes / 1048576).toFixed(0);
    console.log(`bomb (${bomb.length} bytes, 10240×10240): server RSS ${mib(before)} MiB before, peak ${mib(peak)} MiB while refusing it`);
    expect(res.status).toBe(422);
    expect(errorOf(res).error.details![0]!.message).toContain("10240×10240");
    expect(peak - before).toBeLessThan(32 * 1048576);
    await healthy();
  });

  it("asks for a confirmed image and a preset of the organisation", async () => {
    const org = await createOrg("supplier");
    const preset = await createPreset(org, [{ op: "grayscale" }]);
    const pending = await call("POST", "/api/v1/assets/upload-url", { token: org.token, body: { filename: "a.png", mimeType: "image/png", assetType: "image" } });
    const notReady = await render(org, pending.body.assetId, preset.id);
    expect(notReady.status).toBe(409);
    expect(errorOf(notReady).error.code).toBe("INVALID_STATE");
    const assetId = await readyAsset({ token: org.token }, await image());
    const missing = await render(org, assetId, "7d7f0a62-5f0e-4d61-a8a3-2c5f3f9d1e10");
    expect(missing.status).toBe(422);
    expect((await call("POST", `/api/v1/assets/${assetId}/renditions`, { token: org.token, body: {} })).status).toBe(422);
  });
});

describe("stale renditions", () => {
  it("marks renditions stale when ops change and re-renders ten inline", async () => {
    const org = await createOrg("supplier");
    const first = await readyAsset({ token: org.token }, await image(80, 40));
    const assets = [first, ...(await cloneAsset(org, first, 11))];
    const preset = await createPreset(org, [{ op: "resize", width: 40 }, { op: "format", format: "webp" }]);
    for (const assetId of assets) expect((await render(org, assetId, preset.id)).status).toBe(201);

    const patched = await call("PATCH", `/api/v1/rendition-presets/${preset.id}`, { token: org.token, body: { ops: [{ op: "resize", width: 20 }, { op: "format", format: "png" }] } });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ enqueued: 10, hasMore: true });
    const rows = await db.rendition.findMany({ where: { presetId: preset.id } });
    expect(rows.filter((r) => r.opsVersion === 2 && r.status === "ready" && r.mimeType === "image/png" && r.width === 20)).toHaveLength(10);
    const staleRows = rows.filter((r) => r.opsVersion === 1);
    expect(staleRows).toHaveLength(2);
    const stale = await call("GET", `/api/v1/assets/${staleRows[0]!.assetId}/renditions`, { token: org.token });
    expect(stale.body.items[0]).toMatchObject({ stale: true, status: "ready", mimeType: "image/webp" });
    // The old result stays downloadable until the new one lands.
    expect((await fetch(stale.body.items[0].downloadUrl)).status).toBe(200);
  });

  it("reprocesses in pages of 100 until hasMore is false, leaving every rendition fresh", async () => {
    const org = await createOrg("supplier");
    const first = await readyAsset({ token: org.token }, await image(40, 40));
    const broken = await readyAsset({ token: org.token }, { filename: "broken.jpg", mimeType: "image/jpeg", assetType: "image", bytes: corruptJpeg() });
    const assets = [first, ...(await cloneAsset(org, first, 114))];
    const preset = await createPreset(org, [{ op: "resize", width: 20 }]);
    for (const assetId of assets) expect((await render(org, assetId, preset.id)).status).toBe(201);
    // A source that cannot be decoded any more ends as a failed rendition, not a stuck one.
    await db.rendition.create({ data: { organizationId: org.id, assetId: broken, presetId: preset.id, status: "ready", opsVersion: 1 } });

    expect((await call("PATCH", `/api/v1/rendition-presets/${preset.id}`, { token: org.token, body: { ops: [{ op: "resize", width: 10 }, { op: "grayscale" }] } })).body).toEqual({ enqueued: 10, hasMore: true });
    const calls: { enqueued: number; hasMore: boolean }[] = [];
    let hasMore = true;
    while (hasMore) {
      const res = await call("POST", `/api/v1/rendition-presets/${preset.id}/reprocess`, { token: org.token });
      expect(res.status).toBe(202);
      calls.push(res.body);
      hasMore = res.body.hasMore;
    }
    expect(calls).toEqual([{ enqueued: 100, hasMore: true }, { enqueued: 6, hasMore: false }]);
    // Nothing is left to claim while the background job works.
    expect((await call("POST", `/api/v1/rendition-presets/${preset.id}/reprocess`, { token: org.token })).body).toEqual({ enqueued: 0, hasMore: false });

    await expect
      .poll(async () => db.rendition.count({ where: { presetId: preset.id, OR: [{ opsVersion: { lt: 2 } }, { status: "queued" }] } }), { timeout: 60_000, interval: 250 })
      .toBe(0);
    const rows = await db.rendition.findMany({ where: { presetId: preset.id } });
    expect(rows).toHaveLength(116);
    expect(rows.filter((r) => r.status === "ready" && r.width === 10)).toHaveLength(115);
    expect(rows.find((r) => r.assetId === broken)).toMatchObject({ status: "failed", opsVersion: 2, storageKey: null, lastError: expect.stringMatching(/could not be decoded/) });
    const view = await call("GET", `/api/v1/assets/${broken}/renditions`, { token: org.token });
    expect(view.body.items[0]).toMatchObject({ status: "failed", stale: false, downloadUrl: null });
    await healthy();
  });
});
