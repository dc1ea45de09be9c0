import { createHmac, timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { invalidState, notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { env } from "../config/env";
import { appUrl } from "../config/app-url";
import { TENANT, tenantSql } from "../db/tenant-sql";
import { digitalLinkUri } from "../gs1/digital-link";
import type { UnitsResult } from "./documents";
import type { RegisterUnitsBody } from "./schemas";
import { serializePassport } from "./serialize";

async function ownPassport(principal: Principal, id: string) {
  assertSupplier(principal, "catalog");
  const passport = await db.passport.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!passport) throw notFound("Passport");
  return passport;
}

// Every version of a product's passports, newest first; passports outlive
// their product (a carrier keeps resolving), so a deleted product's are
// still listed. Another organisation's product is 404, as everywhere.
export async function listProductPassports(principal: Principal, productId: string) {
  assertSupplier(principal, "catalog");
  const rows = await db.passport.findMany({ where: { productId, ...ownedBy(principal) }, orderBy: { version: "desc" } });
  if (rows.length === 0 && !(await db.product.findFirst({ where: { id: productId, ...ownedBy(principal) }, select: { id: true } }))) throw notFound("Product");
  return { items: rows.map(serializePassport), nextCursor: null };
}

export async function withdrawPassport(principal: Principal, id: string) {
  const passport = await ownPassport(principal, id);
  if (passport.status === "withdrawn") return serializePassport(passport);
  const updated = await db.passport.update({ where: { id, ...ownedBy(principal) }, data: { status: "withdrawn", withdrawnAt: new Date() } });
  return serializePassport(updated);
}

// Serialised items of a passport's GTIN: each serial once per GTIN (the
// database's unique key decides, so two calls racing cannot both register
// it); a serial already taken is 409 in its own result.
export async function registerUnits(principal: Principal, id: string, body: RegisterUnitsBody): Promise<UnitsResult> {
  const passport = await ownPassport(principal, id);
  if (passport.status === "withdrawn") throw invalidState("This passport version is withdrawn: publish a new version first.");
  const seen = new Set<string>();
  const unique = body.units.filter((u) => !seen.has(u.serial) && seen.add(u.serial));
  const inserted = await db.$queryRaw<{ serial: string }[]>(tenantSql(principal)`
    INSERT INTO passport_units (id, "organizationId", "passportId", gtin, serial, lot)
    SELECT gen_random_uuid(), ${TENANT}::uuid, ${id}::uuid, ${passport.gtin}, u.serial, u.lot
    FROM unnest(${unique.map((u) => u.serial)}::text[], ${unique.map((u) => u.lot ?? null)}::text[]) AS u(serial, lot)
    ON CONFLICT (gtin, serial) DO NOTHING
    RETURNING serial`);
  const created = new Set(inserted.map((r) => r.serial));
  const counted = new Set<string>();
  const results = body.units.map((u) => {
    const fresh = created.has(u.serial) && !counted.has(u.serial);
    if (fresh) counted.add(u.serial);
    return fresh
      ? { serial: u.serial, lot: u.lot ?? null, status: 201 as const }
      : { serial: u.serial, lot: u.lot ?? null, status: 409 as const, error: "This serial is registered for the GTIN already." };
  });
  return { results, created: counted.size, conflicts: results.length - counted.size };
}

// A signed, expiring link that shows a passport version's restricted
// fields: the version's id and the end, signed with the server's secret.
export function accessToken(passportId: string, expiresAt: number, secret = env().AUTH_SECRET): string {
  const payload = `${passportId}.${expiresAt}`;
  return `${Buffer.from(payload).toString("base64url")}.${createHmac("sha256", secret).update(`passport-access:${payload}`).digest("base64url")}`;
}

export function accessOf(token: string, now = Date.now(), secret = env().AUTH_SECRET): string | null {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature || token.length > 200) return null;
  const payload = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = createHmac("sha256", secret).update(`passport-access:${payload}`).digest("base64url");
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  const [id, until] = payload.split(".");
  return id && Number(until) > now ? id : null;
}

export async function createAccessLink(principal: Principal, id: string, expiresInSeconds: number) {
  const passport = await ownPassport(principal, id);
  const expiresAt = Date.now() + expiresInSeconds * 1000;
  return { url: appUrl(`/01/${passport.gtin}?access=${accessToken(passport.id, expiresAt)}`), expiresAt: new Date(expiresAt).toISOString() };
}

// The QR code of the version's Digital Link URI (with a serial: one item's),
// drawn by the qrcode package at error correction M, as the GS1 guidance for
// Digital Link QR codes suggests.
export async function passportQr(principal: Principal, id: string, format: "svg" | "png", options: { serial?: string; size: number }): Promise<Response> {
  const passport = await ownPassport(principal, id);
  const uri = digitalLinkUri(appUrl(""), { gtin: passport.gtin, lot: null, serial: options.serial ?? null });
  const name = `passport-${passport.gtin}${options.serial ? `-${options.serial.replace(/[^A-Za-z0-9-]/g, "_")}` : ""}`;
  if (format === "svg") {
    const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Content-Disposition": `inline; filename="${name}.svg"` } });
  }
  const png = await QRCode.toBuffer(uri, { type: "png", errorCorrectionLevel: "M", margin: 4, width: options.size });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Content-Disposition": `inline; filename="${name}.png"` } });
}
