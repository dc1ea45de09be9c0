import { expect } from "vitest";
import { call } from "./http";
import type { TestOrg } from "./fixtures";
import { db } from "../../lib/db/client";

export async function createProduct(org: TestOrg, body: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/v1/products", {
    token: org.token,
    body: { sku: `SKU-${Math.random().toString(36).slice(2, 10)}`, name: "Widget", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function connect(supplier: TestOrg, buyer: TestOrg): Promise<string> {
  const invite = await call("POST", "/api/v1/connections/invitations", { token: supplier.token, body: {} });
  const accepted = await call("POST", "/api/v1/connections/accept", { token: buyer.token, body: { token: invite.body.token } });
  expect(accepted.status).toBe(201);
  return accepted.body.id;
}

// A ready image asset, made below the HTTP layer until the asset library exists.
export async function readyImage(org: TestOrg): Promise<string> {
  const asset = await db.asset.create({
    data: {
      organizationId: org.id,
      filename: "photo.jpg",
      assetType: "image",
      mimeType: "image/jpeg",
      sizeBytes: 1024n,
      status: "ready",
      storageKey: `test/${org.id}/${crypto.randomUUID()}`,
    },
  });
  return asset.id;
}

export async function scoreOf(productId: string, timeout = 15_000): Promise<number> {
  let score: number | null = null;
  await expect
    .poll(async () => (score = (await db.product.findUniqueOrThrow({ where: { id: productId } })).qualityScore), { timeout, interval: 100 })
    .not.toBeNull();
  return score!;
}
