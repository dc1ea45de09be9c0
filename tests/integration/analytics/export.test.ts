import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { baseUrl, call, errorOf } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";
import { addDays, today } from "../../../lib/analytics/days";

const DAY = 86_400_000;

async function csv(token: string, from: string, to: string) {
  const res = await fetch(`${baseUrl()}/api/v1/analytics/export?from=${from}&to=${to}&format=csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  const [head, ...lines] = (await res.text()).trim().split("\r\n");
  const columns = head!.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [columns[i], i === 0 ? v : Number(v)])));
}

describe("GET /api/v1/analytics/export", () => {
  it("reports each day's products, bands, publications, storage and API requests as the data says", async () => {
    const org = await createOrg("supplier");
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const p = await Promise.all([
      db.product.create({ data: { organizationId: org.id, sku: "A", name: "a", qualityScore: 50, createdAt: at(3) } }),
      db.product.create({ data: { organizationId: org.id, sku: "B", name: "b", qualityScore: 70, createdAt: at(2) } }),
      db.product.create({ data: { organizationId: org.id, sku: "C", name: "c", qualityScore: 95, createdAt: at(0) } }),
      db.product.create({ data: { organizationId: org.id, sku: "D", name: "d", createdAt: at(0) } }),
    ]);
    const channel = await db.channel.create({ data: { organizationId: org.id, name: "c", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: {} } });
    await db.publication.createMany({
      data: [
        { organizationId: org.id, channelId: channel.id, productId: p[0].id, sku: "A", status: "delivered", updatedAt: at(2) },
        { organizationId: org.id, channelId: channel.id, productId: p[1].id, sku: "B", status: "skipped", updatedAt: at(2) },
        { organizationId: org.id, channelId: channel.id, productId: p[2].id, sku: "C", status: "failed", updatedAt: at(0) },
      ],
    });
    await db.asset.createMany({
      data: [
        { organizationId: org.id, filename: "a.jpg", assetType: "image", mimeType: "image/jpeg", sizeBytes: 1000n, status: "ready", storageKey: `t/${org.id}/1`, confirmedAt: at(3) },
        { organizationId: org.id, filename: "b.jpg", assetType: "image", mimeType: "image/jpeg", sizeBytes: 500n, status: "ready", storageKey: `t/${org.id}/2`, confirmedAt: at(1) },
        { organizationId: org.id, filename: "c.jpg", assetType: "image", mimeType: "image/jpeg", sizeBytes: 999n, status: "rejected", storageKey: `t/${org.id}/3`, confirmedAt: at(1) },
      ],
    });
    const key = await createKey(org, ["analytics:read"]);
    for (let i = 0; i < 7; i++) await call("GET", "/api/v1/organization", { apiKey: key.key });

    const from = addDays(today(), -3);
    const to = today();
    let rows: Record<string, unknown>[] = [];
    // Request counts reach the database within a few seconds.
    await expect.poll(async () => (rows = await csv(org.token, from, to)).at(-1)!.apiRequests, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(7);
    expect(rows.map((r) => r.day)).toEqual([from, addDays(from, 1), addDays(from, 2), to]);
    expect(rows.map((r) => r.productCount)).toEqual([1, 2, 2, 4]);
    expect(rows.map((r) => [r.bandRed, r.bandAmber, r.bandGreen])).toEqual([[1, 0, 0], [1, 1, 0], [1, 1, 0], [1, 1, 1]]);
    expect(rows.map((r) => [r.publicationsDelivered, r.publicationsSkipped, r.publicationsFailed])).toEqual([[0, 0, 0], [1, 1, 0], [1, 1, 0], [1, 1, 1]]);
    expect(rows.map((r) => r.storageBytes)).toEqual([1000, 1000, 1500, 1500]);
    expect(rows.slice(0, 3).map((r) => r.apiRequests)).toEqual([0, 0, 0]);

    // Past days were snapshotted by that export: deleting a product changes today only.
    await db.product.delete({ where: { id: p[0].id } });
    const after = await csv(org.token, from, to);
    expect(after.map((r) => r.productCount)).toEqual([1, 2, 2, 3]);
    expect(await db.analyticsSnapshot.count({ where: { organizationId: org.id } })).toBe(3);
  });

  it("renders a valid PDF by default", async () => {
    const org = await createOrg("supplier");
    await db.product.create({ data: { organizationId: org.id, sku: "A", name: "a" } });
    const res = await fetch(`${baseUrl()}/api/v1/analytics/export?from=${addDays(today(), -40)}&to=${today()}`, { headers: { authorization: `Bearer ${org.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toContain(org.name);
  });

  it("refuses from after to, a window over 366 days and malformed dates with 422", async () => {
    const org = await createOrg("supplier");
    const bad = [
      ["2026-02-10", "2026-02-01", "from"],
      ["2025-01-01", "2026-01-02", "to"],
      ["2026-02-30", "2026-03-01", "from"],
      ["yesterday", "2026-03-01", "from"],
      ["2024-13-45", "2026-11-24", "from"],
      ["0000-01-01", "0001-01-01", "from"],
      ["2024-1-1", "2024-01-02", "from"],
      ["2024-01-01T00:00:00Z", "2024-01-02", "from"],
      ["275760-09-13", "2024-01-02", "from"],
      ["2024-01-01", "%00", "to"],
    ];
    for (const [from, to, path] of bad) {
      const res = await call("GET", `/api/v1/analytics/export?from=${from}&to=${to}&format=csv`, { token: org.token });
      expect(res.status, `${from}..${to}`).toBe(422);
      expect(errorOf(res).error.details!.map((d) => d.path)).toContain(path);
    }
    expect((await call("GET", `/api/v1/analytics/export?from=2025-01-01&to=2026-01-01&format=csv`, { token: org.token })).status).toBe(200);
    expect((await call("GET", `/api/v1/analytics/export?from=2026-01-01&to=2026-01-01&format=xls`, { token: org.token })).status).toBe(422);
  });

  it("answers the calendar's last days at once (a window walked as text never ended)", async () => {
    const org = await createOrg("supplier");
    const res = await call("GET", "/api/v1/analytics/export?from=9999-12-30&to=9999-12-31&format=csv", { token: org.token });
    expect(res.status).toBe(200);
    expect((await call("GET", "/api/v1/analytics/export?from=0001-01-01&to=0001-01-02&format=csv", { token: org.token })).status).toBe(200);
  });

  it("needs analytics:read", async () => {
    const org = await createOrg("supplier");
    const key = await createKey(org, ["products:read"]);
    expect((await call("GET", `/api/v1/analytics/export?from=${today()}&to=${today()}`, { apiKey: key.key })).status).toBe(403);
  });
});
