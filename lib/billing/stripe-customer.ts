import "server-only";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { stripe } from "./stripe-client";

// The organisation's Stripe customer, created the first time checkout needs
// one. The idempotency key gives concurrent first checkouts the same customer,
// and the insert keeps whichever mapping landed first.
export async function ensureStripeCustomer(organizationId: string): Promise<string> {
  const existing = await db.billingCustomer.findUnique({ where: { ...ownedBy.organization(organizationId) } });
  if (existing) return existing.stripeCustomerId;
  const org = await db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
  const customer = await stripe().customers.create(
    { name: org.name, metadata: { organizationId } },
    { idempotencyKey: `customer-for-organization:${organizationId}` },
  );
  await db.billingCustomer.createMany({ data: [{ ...ownedBy.organization(organizationId), stripeCustomerId: customer.id }], skipDuplicates: true });
  const row = await db.billingCustomer.findUniqueOrThrow({ where: { ...ownedBy.organization(organizationId) } });
  return row.stripeCustomerId;
}
