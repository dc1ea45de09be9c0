import type { Passport } from "../db/generated/client";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { parseDigitalLink, type DigitalLink } from "../gs1/digital-link";
import { accessOf } from "./manage";

// What a GS1 Digital Link path resolves to (docs/api.md, "Product
// passports"): the newest passport version of the GTIN, published by the
// organisation that first published one for it; 410 when that version is
// withdrawn; a serial the GTIN never registered goes to the GTIN's page.
export type Resolution =
  | { kind: "notFound" }
  | { kind: "gone" }
  | { kind: "redirect"; location: string }
  | { kind: "passport"; passport: Passport; link: DigitalLink; unit: { serial: string; lot: string | null } | null; restricted: boolean };

export async function resolveDigitalLink(segments: readonly string[], access: string | null): Promise<Resolution> {
  const link = parseDigitalLink(segments);
  if (!link) return { kind: "notFound" };
  const owner = await db.passport.findFirst({ where: { gtin: link.gtin, ...ownedBy.anyOrganization() }, orderBy: { publishedAt: "asc" }, select: { organizationId: true } });
  if (!owner) return { kind: "notFound" };
  const passport = await db.passport.findFirst({ where: { gtin: link.gtin, ...ownedBy(owner) }, orderBy: [{ publishedAt: "desc" }, { version: "desc" }] });
  if (!passport) return { kind: "notFound" };
  if (passport.status === "withdrawn") return { kind: "gone" };
  let unit: { serial: string; lot: string | null } | null = null;
  if (link.serial !== null) {
    const found = await db.passportUnit.findFirst({ where: { gtin: link.gtin, serial: link.serial, ...ownedBy(owner) }, select: { serial: true, lot: true } });
    if (!found) return { kind: "redirect", location: `/01/${link.gtin}` };
    unit = found;
  }
  return { kind: "passport", passport, link, unit, restricted: access !== null && accessOf(access) === passport.id };
}
