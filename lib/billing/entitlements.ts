import type { Tx } from "../db/client";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { AppError } from "../core/errors";
import { ENTITLEMENT_NOUNS, ENTITLEMENTS, isUnlimited, limitsFor, warnings, wouldExceed, type Entitlement, type Usage } from "./entitlement-limits";
import { notifyPlanLimit } from "./plan-limit-notice";
import { TENANT, tenantSql } from "../db/tenant-sql";

export { ENTITLEMENTS, limitsFor, warnings, type Entitlement, type Limits, type Usage } from "./entitlement-limits";

type Client = Tx | typeof db;

// What counts toward each ceiling. Deleted products and assets and revoked or
// expired keys are gone from these at once; storage is the size the store
// reported for ready assets and for the files imports and exports keep.
const USAGE: Record<Entitlement, (organizationId: string) => Prisma.Sql> = {
  // The count the search triggers keep in the writing statement (docs/search.md):
  // exact in every snapshot, and one row whatever the catalogue's size.
  products: (org) =>
    tenantSql.organization(org)`SELECT coalesce(sum(count), 0) FROM product_facet_counts WHERE "organizationId" = ${TENANT}::uuid AND field = 'total' AND status = '*' AND band = '*'`,
  // Ready assets, and the files of imports and exports until they are deleted.
  storageBytes: (org) => tenantSql.organization(org)`SELECT
      (SELECT coalesce(sum("sizeBytes"), 0) FROM assets WHERE "organizationId" = ${TENANT}::uuid AND status = 'ready')
    + (SELECT coalesce(sum(coalesce("fileBytes", 0) + coalesce("errorReportBytes", 0)), 0) FROM imports WHERE "organizationId" = ${TENANT}::uuid)
    + (SELECT coalesce(sum("fileBytes"), 0) FROM exports WHERE "organizationId" = ${TENANT}::uuid)`,
  channels: (org) => tenantSql.organization(org)`SELECT count(*) FROM channels WHERE "organizationId" = ${TENANT}::uuid`,
  apiKeys: (org) =>
    tenantSql.organization(org)`SELECT count(*) FROM api_keys WHERE "organizationId" = ${TENANT}::uuid AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())`,
  seats: (org) => tenantSql.organization(org)`SELECT count(*) FROM memberships WHERE "organizationId" = ${TENANT}::uuid`,
  webhookEndpoints: (org) => tenantSql.organization(org)`SELECT count(*) FROM webhook_endpoints WHERE "organizationId" = ${TENANT}::uuid`,
};

// Every usage in one round trip.
export async function usageOf(organizationId: string, client: Client = db): Promise<Usage> {
  const columns = ENTITLEMENTS.map((e) => Prisma.sql`(${USAGE[e](organizationId)}) AS ${Prisma.raw(`"${e}"`)}`);
  const [row] = await client.$queryRaw<Record<Entitlement, bigint | number | Prisma.Decimal>[]>`SELECT ${Prisma.join(columns)}`;
  return Object.fromEntries(ENTITLEMENTS.map((e) => [e, Number(row?.[e] ?? 0)])) as Usage;
}

async function usageOfOne(tx: Tx, organizationId: string, entitlement: Entitlement): Promise<number> {
  const [row] = await tx.$queryRaw<{ used: bigint | number | Prisma.Decimal }[]>`SELECT (${USAGE[entitlement](organizationId)}) AS used`;
  return Number(row?.used ?? 0);
}

export class PlanLimitReached extends AppError {
  constructor(
    readonly entitlement: Entitlement,
    readonly limit: number,
    // Settles once the plan-limit notification is stored (see notifyPlanLimit).
    readonly notified: Promise<void>,
  ) {
    super("PLAN_LIMIT_REACHED", planLimitMessage(entitlement, limit));
  }
}

// Call inside the transaction that adds the work, before adding it. Checks of
// one entitlement are serialised per organisation until that transaction
// ends, so concurrent requests cannot together pass the ceiling. Over the
// ceiling it throws PlanLimitReached (403 PLAN_LIMIT_REACHED) and records the
// plan-limit notification (once per crossing, see notifyPlanLimit) outside the
// refused transaction.
export async function assertCanAdd(tx: Tx, organizationId: string, entitlement: Entitlement, amount: number): Promise<void> {
  if (amount <= 0) return;
  const org = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { tier: true } });
  const limit = limitsFor(org.tier)[entitlement];
  if (limit === null) return;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`entitlement:${entitlement}:${organizationId}`}))`;
  const used = await usageOfOne(tx, organizationId, entitlement);
  if (!wouldExceed(used, amount, limit)) return;
  const notified = notifyPlanLimit({ organizationId, entitlement, used, limit, requested: amount });
  throw new PlanLimitReached(entitlement, limit, notified);
}

// How many of `wanted` the ceiling still allows (all of them on an unlimited
// tier), under the same per-organisation lock as assertCanAdd, for work that
// takes what fits and refuses the rest item by item (imports). When fewer
// than wanted fit, the plan-limit notification is recorded (once per
// crossing, see notifyPlanLimit) unless `notify` is false (a dry run refuses
// nothing).
export async function grantUpTo(
  tx: Tx,
  organizationId: string,
  entitlement: Entitlement,
  wanted: number,
  notify = true,
): Promise<{ granted: number; limit: number | null }> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { tier: true } });
  const limit = limitsFor(org.tier)[entitlement];
  if (limit === null || wanted <= 0) return { granted: Math.max(0, wanted), limit };
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`entitlement:${entitlement}:${organizationId}`}))`;
  const used = await usageOfOne(tx, organizationId, entitlement);
  const granted = Math.max(0, Math.min(wanted, limit - used));
  if (granted < wanted && notify) void notifyPlanLimit({ organizationId, entitlement, used, limit, requested: wanted });
  return { granted, limit };
}

export function planLimitMessage(entitlement: Entitlement, limit: number): string {
  return `The organisation's plan allows ${limit.toLocaleString("en")} ${ENTITLEMENT_NOUNS[entitlement]}. Upgrade the plan to add more.`;
}

// The X-Entitlement-Warning header value for the organisation's current usage,
// or null (nothing at 80% yet, or an unlimited tier: then no count is run).
export async function entitlementHeader(organizationId: string): Promise<string | null> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { tier: true } });
  if (!org) return null;
  const limits = limitsFor(org.tier);
  if (isUnlimited(limits)) return null;
  return warnings(await usageOf(organizationId), limits);
}
