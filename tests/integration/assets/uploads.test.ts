import { describe, expect, it } from "vitest";
import { db } from "../../../lib/db/client";
import { baseUrl, call, errorOf } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { MB, SIGNATURES, padded, photo } from "../../support/images";
import { confirm, objectExists, putBytes, requestUpload, servedFor, uploadAndConfirm } from "../../support/assets";

const VIEW = {
  id: expect.any(String),
  filename: expect.any(String),
  assetType: expect.any(String),
  mimeType: expect.any(String),
  sizeBytes: expect.any(Number),
  status: "ready",
  createdAt: expect.any(String),
  downloadUrl: expect.stringMatching(/^http/),
};

describe("asset upload URL", () => {
  it("answers a presigned PUT with the headers to send and a pending asset", async () => {
    const org = await createOrg("supplier");
    const before = Date.now();
    const res = await call("POST", "/api/v1/assets/upload-url", {
      token: org.token,
      body: { filename: "../../etc/Front photo.JPG", mimeType: "Image/JPEG", assetType: "image", sizeBytes: 1000 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ assetId: expect.any(String), uploadUrl: expect.any(String), method: "PUT", headers: { "Content-Type": "image/jpeg" }, expiresAt: expect.any(String) });
    // The key is minted by the server: organisation and asset ids, a sanitised name.
    expect(new URL(res.body.uploadUrl).pathname).toMatch(new RegExp(`/uploads/${org.id}/${res.body.assetId}/Front_photo.JPG$`));
    const expiresIn = new Date(res.body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(595_000);
    expect(expiresIn).toBeLessThanOrEqual(601_000);
    const asset = await db.asset.findUniqueOrThrow({ where: { id: res.body.assetId } });
    expect(asset).toMatchObject({ status: "pending", organizationId: org.id, filename: "../../etc/Front photo.JPG", mimeType: "image/jpeg", sizeBytes: null });
  });

  it("creates the bucket on first use, letting browsers on the app's origin PUT to it", async () => {
    const org = await createOrg("supplier");
    const upload = await requestUpload({ token: org.token }, { filename: "a.png", mimeType: "image/png", assetType: "image" });
    const preflight = (origin: string) =>
      fetch(upload.uploadUrl, { method: "OPTIONS", headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": "content-type" } });
    const ours = await preflight(new URL(baseUrl()).origin);
    expect(ours.status).toBe(200);
    expect(ours.headers.get("access-control-allow-methods")).toContain("PUT");
    expect((await preflight("https://elsewhere.example")).status).toBe(403);
  });

  it("gives video an hour to upload", async () => {
    const org = await createOrg("supplier");
    const before = Date.now();
    const upload = await requestUpload({ token: org.token }, { filename: "clip.mov", mimeType: "video/quicktime", assetType: "video" });
    const expiresIn = new Date(upload.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(3_595_000);
    expect(expiresIn).toBeLessThanOrEqual(3_601_000);
  });

  it("refuses types off the allowlist and asset types that disagree with the media type", async () => {
    const org = await createOrg("supplier");
    const cases: [Record<string, unknown>, string][] = [
      [{ mimeType: "image/svg+xml", assetType: "image" }, "mimeType"],
      [{ mimeType: "image/tiff", assetType: "other" }, "mimeType"],
      [{ mimeType: "video/x-msvideo", assetType: "video" }, "mimeType"],
      [{ mimeType: "image/png", assetType: "document" }, "assetType"],
      [{ mimeType: "video/mp4", assetType: "image" }, "assetType"],
      [{ mimeType: "video/webm", assetType: "other" }, "assetType"],
      [{ mimeType: "application/pdf", assetType: "image" }, "assetType"],
      [{ mimeType: "application/pdf", assetType: "video" }, "assetType"],
      [{ mimeType: "text/csv", assetType: "certificate" }, "assetType"],
      [{ mimeType: "text/csv", assetType: "image" }, "assetType"],
      [{ mimeType: "image/jpeg; charset=x", assetType: "image" }, "mimeType"],
      [{ mimeType: "jpeg", assetType: "image" }, "mimeType"],
      [{ mimeType: "image/jpeg", assetType: "picture" }, "assetType"],
      [{ mimeType: "image/jpeg", assetType: "image", sizeBytes: -1 }, "sizeBytes"],
      [{ mimeType: "image/jpeg", assetType: "image", storageKey: "mine" }, "storageKey"],
      [{ mimeType: "image/jpeg", assetType: "image", filename: "" }, "filename"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", "/api/v1/assets/upload-url", { token: org.token, body: { filename: "f", ...body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
    for (const [mimeType, assetType] of [["application/pdf", "document"], ["application/pdf", "certificate"], ["application/pdf", "other"], ["text/csv", "document"], ["application/zip", "other"]]) {
      const res = await call("POST", "/api/v1/assets/upload-url", { token: org.token, body: { filename: "f", mimeType, assetType } });
      expect(res.status, `${mimeType} as ${assetType}`).toBe(201);
    }
    expect(await db.asset.count({ where: { organizationId: org.id } })).toBe(5);
  });

  it("refuses a declared size over the limit before any upload, and accepts the limit itself", async () => {
    const org = await createOrg("supplier");
    const cases: [string, string, number][] = [
      ["image/gif", "image", 20 * MB],
      ["application/pdf", "document", 50 * MB],
      ["text/plain", "other", 50 * MB],
      ["video/webm", "video", 100 * MB],
    ];
    for (const [mimeType, assetType, limit] of cases) {
      const over = await call("POST", "/api/v1/assets/upload-url", { token: org.token, body: { filename: "f", mimeType, assetType, sizeBytes: limit + 1 } });
      expect(over.status, mimeType).toBe(422);
      expect(errorOf(over).error.details).toEqual([{ path: "sizeBytes", message: expect.stringContaining(`${limit / MB} MB`) }]);
      const at = await call("POST", "/api/v1/assets/upload-url", { token: org.token, body: { filename: "f", mimeType, assetType, sizeBytes: limit } });
      expect(at.status, mimeType).toBe(201);
    }
    // Refused requests made no asset.
    expect(await db.asset.count({ where: { organizationId: org.id } })).toBe(cases.length);
  });
});

describe("asset confirm", () => {
  it("accepts each type whose leading bytes match, storing the size the store reports", async () => {
    const org = await createOrg("supplier");
    const files: [string, string, Buffer][] = [
      ["image/jpeg", "image", await photo(64, 48, "jpeg")],
      ["image/png", "image", await photo(64, 48, "png")],
      ["image/webp", "image", await photo(64, 48, "webp")],
      ["image/gif", "image", await photo(64, 48, "gif")],
      ["application/pdf", "certificate", padded(SIGNATURES.pdf, 3000)],
      ["video/mp4", "video", padded(SIGNATURES.mp4, 5000)],
      ["video/quicktime", "video", padded(SIGNATURES.quicktime, 5000)],
      ["video/webm", "video", padded(SIGNATURES.webm, 5000)],
      ["text/csv", "document", Buffer.from("sku,name\nA,B\n")],
    ];
    for (const [mimeType, assetType, bytes] of files) {
      const { upload, res } = await uploadAndConfirm({ token: org.token }, { filename: "file", mimeType, assetType, bytes });
      expect(res.status, mimeType).toBe(200);
      expect(res.body).toEqual({ ...VIEW, id: upload.assetId, filename: "file", assetType, mimeType, sizeBytes: bytes.length });
      // The accepted object left the upload area, so a second PUT cannot replace it.
      expect(await objectExists(upload.uploadKey)).toBe(false);
      const download = await fetch(res.body.downloadUrl);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("ignores the client's sizeBytes (wrong, absent or malformed) and stores the store's figure", async () => {
    const org = await createOrg("supplier");
    const bytes = await photo(32, 32, "png");
    for (const claimed of [1, 999_999_999, "lots", undefined]) {
      const upload = await requestUpload({ token: org.token }, { filename: "p.png", mimeType: "image/png", assetType: "image", sizeBytes: 10 });
      await putBytes(upload, bytes);
      const res = await confirm({ token: org.token }, upload.assetId, claimed === undefined ? {} : { sizeBytes: claimed });
      expect(res.status, String(claimed)).toBe(200);
      expect(res.body.sizeBytes).toBe(bytes.length);
      expect((await db.asset.findUniqueOrThrow({ where: { id: upload.assetId } })).sizeBytes).toBe(BigInt(bytes.length));
    }
  });

  it("refuses a PNG declared as JPEG, deletes the object and marks the asset rejected", async () => {
    const org = await createOrg("supplier");
    const upload = await requestUpload({ token: org.token }, { filename: "fake.jpg", mimeType: "image/jpeg", assetType: "image" });
    await putBytes(upload, await photo(32, 32, "png"));
    expect(await objectExists(upload.uploadKey)).toBe(true);
    const res = await confirm({ token: org.token }, upload.assetId);
    expect(res.status).toBe(422);
    expect(errorOf(res).error).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "file", message: "The file's content is not image/jpeg." }] });
    expect(await objectExists(upload.uploadKey)).toBe(false);
    expect((await db.asset.findUniqueOrThrow({ where: { id: upload.assetId } })).status).toBe("rejected");
    // A rejected upload stays rejected; the client starts over.
    const again = await confirm({ token: org.token }, upload.assetId);
    expect(again.status).toBe(409);
    expect(errorOf(again).error.code).toBe("INVALID_STATE");
  });

  it("refuses every other signature mismatch", async () => {
    const org = await createOrg("supplier");
    const cases: [string, string, Buffer][] = [
      ["image/png", "image", padded(SIGNATURES.jpeg, 100)],
      ["image/webp", "image", padded(Buffer.from("RIFF\0\0\0\0WAVE", "latin1"), 100)],
      ["image/gif", "image", padded(Buffer.from("GIF88a", "latin1"), 100)],
      ["application/pdf", "document", Buffer.from("<html>not a pdf</html>")],
      ["video/mp4", "video", padded(SIGNATURES.quicktime, 100)],
      ["video/quicktime", "video", padded(SIGNATURES.mp4, 100)],
      ["video/webm", "video", padded(SIGNATURES.mp4, 100)],
    ];
    for (const [mimeType, assetType, bytes] of cases) {
      const { upload, res } = await uploadAndConfirm({ token: org.token }, { mimeType, assetType, bytes });
      expect(res.status, mimeType).toBe(422);
      expect(await objectExists(upload.uploadKey), mimeType).toBe(false);
    }
  });

  it("refuses a 20 MB + 1 byte image at confirm whatever size was declared, and accepts exactly 20 MB", async () => {
    const org = await createOrg("supplier");
    const over = await requestUpload({ token: org.token }, { filename: "big.jpg", mimeType: "image/jpeg", assetType: "image", sizeBytes: 1000 });
    await putBytes(over, padded(SIGNATURES.jpeg, 20 * MB + 1));
    const refused = await confirm({ token: org.token }, over.assetId, { sizeBytes: 1000 });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).error.details).toEqual([{ path: "file", message: "20971521 bytes is over the 20 MB limit for image/jpeg." }]);
    expect(await objectExists(over.uploadKey)).toBe(false);
    expect((await db.asset.findUniqueOrThrow({ where: { id: over.assetId } })).status).toBe("rejected");

    const { res } = await uploadAndConfirm({ token: org.token }, { mimeType: "image/jpeg", assetType: "image", bytes: padded(SIGNATURES.jpeg, 20 * MB) });
    expect(res.status).toBe(200);
    expect(res.body.sizeBytes).toBe(20_971_520);
  });

  it("refuses PDFs and other files over 50 MB at confirm", async () => {
    const org = await createOrg("supplier");
    for (const [mimeType, leading] of [["application/pdf", SIGNATURES.pdf], ["application/octet-stream", Buffer.alloc(1)]] as const) {
      const { upload, res } = await uploadAndConfirm({ token: org.token }, { mimeType, assetType: "document", bytes: padded(leading, 50 * MB + 1) });
      expect(res.status, mimeType).toBe(422);
      expect(errorOf(res).error.details![0]!.message).toContain("50 MB");
      expect(await objectExists(upload.uploadKey)).toBe(false);
    }
  });

  it("reads only the leading bytes of a 100 MB video, and refuses 100 MB + 1", async () => {
    const org = await createOrg("supplier");
    const upload = await requestUpload({ token: org.token }, { filename: "clip.mp4", mimeType: "video/mp4", assetType: "video" });
    await putBytes(upload, padded(SIGNATURES.mp4, 100 * MB));
    const res = await confirm({ token: org.token }, upload.assetId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assetType: "video", sizeBytes: 104_857_600 });
    const served = await servedFor(upload.uploadKey);
    const read = served.filter((r) => r.method === "GET" || r.method === "HEAD").reduce((sum, r) => sum + r.bytes, 0);
    console.log(`confirm of a 100 MB video: the store sent ${read} bytes (${served.map((r) => `${r.method} ${r.status} ${r.bytes}`).join(", ")})`);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(4096);

    const { upload: over, res: refused } = await uploadAndConfirm({ token: org.token }, { mimeType: "video/mp4", assetType: "video", bytes: padded(SIGNATURES.mp4, 100 * MB + 1) });
    expect(refused.status).toBe(422);
    expect(await objectExists(over.uploadKey)).toBe(false);
  });

  it("answers 422 when nothing was uploaded, keeping the asset pending for a retry", async () => {
    const org = await createOrg("supplier");
    const upload = await requestUpload({ token: org.token }, { filename: "late.png", mimeType: "image/png", assetType: "image" });
    const early = await confirm({ token: org.token }, upload.assetId);
    expect(early.status).toBe(422);
    expect(errorOf(early).error.details).toEqual([{ path: "assetId", message: "Nothing has been uploaded for this asset yet." }]);
    await putBytes(upload, await photo(16, 16, "png"));
    expect((await confirm({ token: org.token }, upload.assetId)).status).toBe(200);
    // Confirming again is harmless and answers the same asset.
    const again = await confirm({ token: org.token }, upload.assetId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(upload.assetId);
  });

  it("refuses an empty file, and unknown or malformed asset ids", async () => {
    const org = await createOrg("supplier");
    const { upload, res } = await uploadAndConfirm({ token: org.token }, { mimeType: "text/plain", assetType: "other", bytes: Buffer.alloc(0) });
    expect(res.status).toBe(422);
    expect(await objectExists(upload.uploadKey)).toBe(false);
    expect((await confirm({ token: org.token }, "8d6f5f1e-3a0b-4a43-9e57-2b0c1c1e0a11")).status).toBe(404);
    const malformed = await confirm({ token: org.token }, "nope");
    expect(malformed.status).toBe(422);
    expect(errorOf(malformed).error.details![0]!.path).toBe("assetId");
  });
});
