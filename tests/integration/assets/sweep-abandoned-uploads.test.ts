import "./support/store-env";
import { describe, expect, it } from "vitest";
import { sweepAbandonedUploads } from "../../../lib/assets/sweep-abandoned-uploads";
import { createOrg } from "../../support/fixtures";
import { objectExists, putBytes, readyAsset, requestUpload } from "../../support/assets";
import { photo } from "../../support/images";
import { db } from "../../../lib/db/client";

// The sweep runs here against the test store (./support/store-env), as
// the scheduled function runs it in the server.

const HOUR = 3_600_000;

describe("the sweep of uploads never confirmed", () => {
  it("removes the row and the uploaded object once the URL has long expired, and nothing else", async () => {
    const org = await createOrg("supplier");
    const who = { token: org.token };
    const file = { filename: "p.png", mimeType: "image/png", assetType: "image" };
    const abandoned = await requestUpload(who, file);
    await putBytes(abandoned, await photo(8, 8, "png"));
    const recent = await requestUpload(who, file);
    await putBytes(recent, await photo(8, 8, "png"));
    const kept = await readyAsset(who, { ...file, bytes: await photo(8, 8, "png") });
    const now = new Date();
    // Both pending uploads and the confirmed asset are three hours old.
    await db.asset.updateMany({ where: { id: { in: [abandoned.assetId, kept] } }, data: { createdAt: new Date(now.getTime() - 3 * HOUR) } });

    expect(await objectExists(abandoned.uploadKey)).toBe(true);
    expect((await sweepAbandonedUploads(now)).swept).toBeGreaterThanOrEqual(1);

    expect(await db.asset.findUnique({ where: { id: abandoned.assetId } })).toBeNull();
    expect(await objectExists(abandoned.uploadKey)).toBe(false);
    // Still within its URL's life: untouched.
    expect(await db.asset.findUnique({ where: { id: recent.assetId } })).toMatchObject({ status: "pending" });
    expect(await objectExists(recent.uploadKey)).toBe(true);
    // Confirmed: untouched, however old.
    expect(await db.asset.findUnique({ where: { id: kept } })).toMatchObject({ status: "ready" });
  });

  it("takes what it removes in bounded batches", async () => {
    const org = await createOrg("supplier");
    const old = new Date(Date.now() - 5 * HOUR);
    await db.asset.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({ organizationId: org.id, filename: "x.png", assetType: "image" as const, mimeType: "image/png", storageKey: `sweep-test/${org.id}/${i}`, createdAt: old })),
    });
    expect((await sweepAbandonedUploads(new Date(), 3)).swept).toBe(3);
    const left = await db.asset.count({ where: { organizationId: org.id } });
    expect(left).toBeLessThanOrEqual(4);
  });
});
