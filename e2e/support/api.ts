import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

// Set-up through the public API, so each journey starts from a known state
// and spends its browser time on what it tests.
export const PASSWORD = "e2e-password-123";

export type Account = { email: string; password: string; organizationName: string; organizationId: string; token: string };

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 6)}`;
}

export async function login(request: APIRequestContext, email: string, organizationId?: string): Promise<string> {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD, organizationId } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).accessToken;
}

export async function signUp(request: APIRequestContext, kind: "supplier" | "buyer", name = uniqueName(kind === "supplier" ? "Maker" : "Shop")): Promise<Account> {
  const email = `${kind}-${randomUUID()}@example.test`;
  const res = await request.post("/api/v1/public/signup", {
    data: { organizationName: name, organizationKind: kind, email, password: PASSWORD, name: `${kind} owner` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { email, password: PASSWORD, organizationName: name, organizationId: body.organization.id, token: await login(request, email) };
}

// One authenticated JSON call; the body of a 2xx answer, else the test fails.
export async function api<T = any>(request: APIRequestContext, account: Account, method: string, path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${account.token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? (undefined as T) : res.json();
}

export async function connect(request: APIRequestContext, supplier: Account, buyer: Account): Promise<void> {
  const { token } = await api(request, supplier, "POST", "/api/v1/connections/invitations", {});
  await api(request, buyer, "POST", "/api/v1/connections/accept", { token });
}

// A ready image asset, uploaded the way the portal does: presigned PUT, confirm.
export async function uploadImage(request: APIRequestContext, account: Account, bytes: Buffer, filename = "photo.png"): Promise<string> {
  const target = await api(request, account, "POST", "/api/v1/assets/upload-url", { filename, mimeType: "image/png", assetType: "image" });
  const put = await request.put(target.uploadUrl, { data: bytes, headers: target.headers });
  expect(put.ok()).toBe(true);
  const asset = await api(request, account, "POST", "/api/v1/assets/confirm", { assetId: target.assetId });
  return asset.id;
}
