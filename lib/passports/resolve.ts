import type { Passport } from "../db/generated/client";
import { preparedQuery } from "../db/prepared";
import { tenantSql } from "../db/tenant-sql";
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

// One prepared statement a request (it is what a phone hits after a scan):
// the GTIN's owner (the first publisher), its newest version, and the
// serial's unit when one was asked for, all through the (gtin, publishedAt)
// and (gtin, serial) indexes.
const resolveSql = (gtin: string, serial: string) => tenantSql.anyOrganization`
  WITH owner AS (SELECT "organizationId" FROM passports WHERE gtin = ${gtin} ORDER BY "publishedAt" ASC LIMIT 1)
  SELECT p.*, (SELECT json_build_object('serial', u.serial, 'lot', u.lot) FROM passport_units u
               WHERE u.gtin = ${gtin} AND u.serial = ${serial} AND u."organizationId" = p."organizationId") AS unit
  FROM passports p JOIN owner o ON o."organizationId" = p."organizationId"
  WHERE p.gtin = ${gtin} ORDER BY p."publishedAt" DESC, p.version DESC LIMIT 1`;

type Row = Passport & { unit: { serial: string; lot: string | null } | null };

export async function resolveDigitalLink(segments: readonly string[], access: string | null): Promise<Resolution> {
  const link = parseDigitalLink(segments);
  if (!link) return { kind: "notFound" };
  const [passport] = await preparedQuery<Row>(resolveSql(link.gtin, link.serial ?? ""));
  if (!passport) return { kind: "notFound" };
  if (passport.status === "withdrawn") return { kind: "gone" };
  if (link.serial !== null && !passport.unit) return { kind: "redirect", location: `/01/${link.gtin}` };
  const { unit, ...row } = passport;
  return { kind: "passport", passport: row, link, unit: link.serial !== null ? unit : null, restricted: access !== null && accessOf(access) === passport.id };
}
