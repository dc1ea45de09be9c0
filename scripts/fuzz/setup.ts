import { randomUUID } from "node:crypto";
import type { Random } from "./random";

// The fuzzer's own organisation, made through the API as a newcomer would:
// a supplier signs up, invites two more owners, and makes API keys with
// every scope. Several principals spread the requests over several
// per-minute allowances (API keys and users are counted apart).
export type Principals = { bearers: string[]; apiKeys: string[] };
export type Setup = { principals: Principals; ids: Record<string, string> };

const SCOPES = ["products:read", "products:write", "assets:read", "assets:write", "channels:read", "channels:write", "billing:read", "billing:create", "analytics:read", "portals:read", "portals:write", "connections:write"];
const PASSWORD = "fuzz-password-0123456789";
// A 1×1 PNG, so the asset the examples use is a ready image (renditions,
// links to products) rather than a pending upload.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
// Three keys for the requests and one spare for the key operations to work
// on, within the free plan's five; three users within its five seats.
const KEYS = 3;
const EXTRA_OWNERS = 2;

// Each request from its own address: sign-up, login and invitation
// acceptance are limited per client address (the test servers trust
// X-Forwarded-For from loopback).
export function clientAddress(random: Random): string {
  return `10.${random.int(250) + 1}.${random.int(250) + 1}.${random.int(250) + 1}`;
}

function caller(baseUrl: string, random: Random) {
  return async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { "x-forwarded-for": clientAddress(random), "content-type": "application/json" };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`fuzzer set-up: ${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
}

export async function setUp(baseUrl: string, random: Random): Promise<Setup> {
  const call = caller(baseUrl, random);
  const login = async (email: string) => (await call("POST", "/api/v1/auth/login", { body: { email, password: PASSWORD } })).accessToken as string;
  const email = `fuzz-${randomUUID()}@example.test`;
  const signup = await call("POST", "/api/v1/public/signup", {
    body: { organizationName: "Fuzzer", organizationKind: "supplier", email, password: PASSWORD, name: "Fuzzer" },
  });
  const owner = await login(email);
  const bearers = [owner];
  for (let i = 0; i < EXTRA_OWNERS; i++) {
    const memberEmail = `fuzz-${randomUUID()}@example.test`;
    const invitation = await call("POST", "/api/v1/members/invitations", { token: owner, body: { email: memberEmail, role: "owner" } });
    await call("POST", "/api/v1/public/accept-invitation", { body: { token: invitation.token, name: "Fuzzer", password: PASSWORD } });
    bearers.push(await login(memberEmail));
  }
  const key = (scopes: string[]) => call("POST", "/api/v1/api-keys", { token: owner, body: { name: "fuzz", scopes } });
  const apiKeys: string[] = [];
  for (let i = 0; i < KEYS; i++) apiKeys.push((await key(SCOPES)).key as string);
  const post = (path: string, body: unknown) => call("POST", path, { token: owner, body });

  // A record of each kind, named as the path segment before its id.
  const product = await post("/api/v1/products", { sku: "FUZZ-1", name: "Fuzzed product" });
  const attribute = await post("/api/v1/attributes", { code: "fuzz_colour", type: "text" });
  await post("/api/v1/attributes", { code: "fuzz_size", type: "select", options: [{ code: "s" }, { code: "m" }] });
  const family = await post("/api/v1/families", { code: "fuzz_family", attributes: ["fuzz_colour", "fuzz_size"], variantAxes: ["fuzz_size"] });
  const model = await post("/api/v1/products", { sku: "FUZZ-MODEL", name: "Fuzzed model", kind: "model", familyCode: family.code });
  const organization = signup.organization as { id: string };
  const upload = await post("/api/v1/assets/upload-url", { filename: "fuzz.png", mimeType: "image/png", assetType: "image" });
  const stored = await fetch(upload.uploadUrl as string, { method: "PUT", headers: upload.headers as Record<string, string>, body: new Uint8Array(PNG) });
  if (!stored.ok) throw new Error(`fuzzer set-up: the object store answered ${stored.status} to the upload`);
  await post("/api/v1/assets/confirm", { assetId: upload.assetId });
  return {
    principals: { bearers, apiKeys },
    ids: {
      products: product.id as string,
      models: model.id as string,
      categories: (await post("/api/v1/categories", { name: "Fuzzed category" })).id as string,
      channels: (await post("/api/v1/channels", { name: "Fuzz", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { title: { from: "name" } } })).id as string,
      assets: upload.assetId as string,
      "rendition-presets": (await post("/api/v1/rendition-presets", { name: "Fuzz", ops: [{ op: "resize", width: 10 }] })).id as string,
      "brand-portals": (await post("/api/v1/brand-portals", { slug: `fuzz-${randomUUID().slice(0, 8)}`, title: "Fuzz" })).id as string,
      "webhook-endpoints": (await post("/api/v1/webhook-endpoints", { url: "http://127.0.0.1:9/hook", events: ["product.updated"] })).id as string,
      "api-keys": (await key(["products:read"])).id as string,
      attributes: attribute.code as string,
      families: family.code as string,
      "association-types": (await post("/api/v1/association-types", { code: "fuzz_related" })).code as string,
      imports: (await post("/api/v1/imports", { format: "csv", filename: "fuzz.csv" })).id as string,
      exports: (await post("/api/v1/exports", { format: "csv" })).id as string,
      "bulk-actions": (await post("/api/v1/products/bulk-actions", { action: "addTags", productIds: [product.id], tags: ["fuzz"] })).id as string,
      views: (await post("/api/v1/views", { name: "Fuzz", shared: true, columns: ["sku", "name", "attributes.fuzz_colour"], query: { q: "fuzz" } })).id as string,
      orgs: organization.id,
      suppliers: organization.id,
    },
  };
}
