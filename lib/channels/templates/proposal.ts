import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { TENANT, tenantSql } from "../../db/tenant-sql";
import type { AttributeMap } from "../schemas";
import { proposeMap } from "./propose-map";
import type { ChannelTemplate } from "./template";

// Enough products to tell which currency a supplier prices in.
const CURRENCY_SAMPLE = 500;
const FALLBACK_CURRENCY = "EUR";

// The proposed map of a new templated channel, from the organisation's
// dictionary; prices in the currency its products are most often priced in.
export async function proposedMapFor(tx: Tx, organizationId: string, template: ChannelTemplate): Promise<AttributeMap> {
  const attributes = await tx.attribute.findMany({ where: { ...ownedBy.organization(organizationId) }, select: { code: true, type: true, labels: true }, orderBy: { code: "asc" } });
  const prices = attributes.filter((a) => a.type === "price").map((a) => a.code);
  const currency = prices.length ? await commonCurrency(tx, organizationId, prices) : FALLBACK_CURRENCY;
  return proposeMap(template, attributes.map((a) => ({ ...a, labels: a.labels as Record<string, string> })), currency);
}

async function commonCurrency(tx: Tx, organizationId: string, codes: string[]): Promise<string> {
  const [row] = await tx.$queryRaw<{ currency: string }[]>(tenantSql({ organizationId })`
    SELECT e->>'currency' AS currency
    FROM (SELECT attributes FROM products WHERE "organizationId" = ${TENANT}::uuid ORDER BY "updatedAt" DESC LIMIT ${CURRENCY_SAMPLE}) p,
      unnest(${codes}::text[]) AS c(code),
      jsonb_array_elements(CASE WHEN jsonb_typeof(p.attributes->c.code) = 'array' THEN p.attributes->c.code ELSE '[]'::jsonb END) AS e
    GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
  return row?.currency ?? FALLBACK_CURRENCY;
}
