import type { Tx } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { OrgKind, Tier } from "../../db/generated/enums";

export type BillingOrganization = { id: string; tier: Tier; kind: OrgKind };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The organisation a Stripe customer belongs to: the mapping made at first
// checkout, else the organisationId our checkout wrote into the metadata (a
// customer made in the Stripe dashboard for a known organisation). Events of
// one organisation are serialised from here to commit, so the read-compare-
// write of its subscription and invoices cannot interleave.
export async function lockOrganizationOfCustomer(tx: Tx, customerId: string | null, hint: string | undefined): Promise<BillingOrganization | null> {
  // Found by the provider's customer id, which names one organisation's customer.
  const mapped = customerId ? await tx.billingCustomer.findUnique({ where: { stripeCustomerId: customerId, ...ownedBy.anyOrganization() } }) : null;
  const organizationId = mapped?.organizationId ?? (hint && UUID.test(hint) ? hint : null);
  if (!organizationId) return null;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:${organizationId}`}))`;
  const org = await tx.organization.findUnique({ where: { id: organizationId }, select: { id: true, tier: true, kind: true } });
  if (org && !mapped && customerId) {
    await tx.billingCustomer.createMany({ data: [{ ...ownedBy.organization(organizationId), stripeCustomerId: customerId }], skipDuplicates: true });
  }
  return org;
}
