import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { AttributeOptions } from "./evaluate";
import type { AttributeMap } from "./schemas";

// The option labels the label op of these maps reads, in one query, and
// none when no map labels anything. The axes source shows any select axis by
// its label, so a map that reads it loads every select attribute's options.
export async function attributeOptionsFor(organizationId: string, maps: readonly AttributeMap[]): Promise<AttributeOptions> {
  const rules = maps.flatMap((map) => Object.values(map));
  const everySelect = rules.some((r) => r.from === "axes");
  const codes = [...new Set(rules.filter((r) => r.op === "label").map((r) => r.from!.slice("attributes.".length)))];
  if (codes.length === 0 && !everySelect) return new Map();
  const rows = await db.attribute.findMany({
    where: { ...ownedBy.organization(organizationId), ...(everySelect ? {} : { code: { in: codes } }), type: { in: ["select", "multiselect"] } },
    select: { code: true, options: true },
  });
  return new Map(rows.map((r) => [r.code, new Map((r.options as { code: string; labels?: Record<string, string> }[]).map((o) => [o.code, o.labels ?? {}]))]));
}
