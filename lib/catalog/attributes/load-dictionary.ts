import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Dictionary } from "./definition";
import { definitionOf } from "./serialize-attribute";

const FIELDS = { code: true, type: true, localizable: true, unit: true, options: true, validation: true } as const;

// The organisation's whole dictionary in one query, once per request or bulk
// call, so checking 200 values costs no more queries than checking one.
export async function loadDictionary(tx: Tx, organizationId: string, strict: boolean): Promise<Dictionary> {
  const rows = await tx.attribute.findMany({ where: { ...ownedBy.organization(organizationId) }, select: FIELDS });
  return { strict, byCode: new Map(rows.map((r) => [r.code, definitionOf(r)])) };
}
