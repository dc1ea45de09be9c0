import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { call } from "../../support/http";
import type { TestOrg } from "../../support/fixtures";

export const slug = (tag = "brand") => `${tag}-${randomUUID().slice(0, 8)}`;

export async function createPortal(org: TestOrg, body: Record<string, unknown> = {}) {
  const res = await call("POST", "/api/v1/brand-portals", { token: org.token, body: { slug: slug(), title: "Our brand", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function publish(org: TestOrg, id: string) {
  const res = await call("POST", `/api/v1/brand-portals/${id}/publish`, { token: org.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

// The public page as anyone sees it: no credential, no cookie.
export async function publicGet(path: string) {
  return call("GET", path);
}
