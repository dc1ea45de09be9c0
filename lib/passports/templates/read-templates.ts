import type { Tx } from "../../db/client";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { conflict } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import { Prisma } from "../../db/generated/client";
import { BUILT_IN_PASSPORT_TEMPLATES, builtInTemplate } from ".";
import { passportField, type CreatePassportTemplateBody, type PassportTemplateDocument } from "./template";

// The built-in templates, then the organisation's own, as one list.
export async function listPassportTemplates(principal: Principal) {
  assertSupplier(principal, "catalog");
  const own = await db.passportTemplate.findMany({ where: { ...ownedBy(principal) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return { items: [...BUILT_IN_PASSPORT_TEMPLATES, ...own.map(documentOf)], nextCursor: null };
}

function documentOf(row: { code: string; name: string; sections: unknown }): PassportTemplateDocument {
  const sections = row.sections as PassportTemplateDocument["sections"];
  return { code: row.code, name: row.name, builtIn: false, sections: sections.map((s) => ({ ...s, fields: s.fields.map((f) => passportField.parse(f)) })) };
}

export async function createPassportTemplate(principal: Principal, input: CreatePassportTemplateBody): Promise<PassportTemplateDocument> {
  assertSupplier(principal, "catalog");
  if (builtInTemplate(input.code)) throw conflict(`${input.code} is a built-in template's code.`);
  try {
    const row = await db.passportTemplate.create({ data: { ...ownedBy(principal), code: input.code, name: input.name, sections: input.sections } });
    return documentOf(row);
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw conflict(`A passport template ${input.code} exists already.`);
    throw err;
  }
}

export async function templateFor(tx: Tx, organizationId: string, code: string): Promise<PassportTemplateDocument | null> {
  const builtIn = builtInTemplate(code);
  if (builtIn) return builtIn;
  const row = await tx.passportTemplate.findFirst({ where: { code, ...ownedBy.organization(organizationId) } });
  return row ? documentOf(row) : null;
}
