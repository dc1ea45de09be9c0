import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { assertSupplier } from "../auth/authorize";
import type { Principal } from "../core/principal";
import type { OnboardingDocument, OnboardingStep } from "./documents";

const exists = (count: Promise<number>) => count.then((n) => n > 0);

// Each step is done when the data it asks for exists, so the list stays true
// whichever way the work was done (portal, API, import). Six indexed probes of
// at most one row each.
export async function onboarding(principal: Principal): Promise<OnboardingDocument> {
  assertSupplier(principal, "catalog");
  const checks: Record<OnboardingStep, Promise<boolean>> = {
    product: exists(db.product.count({ where: { ...ownedBy(principal) }, take: 1 })),
    image: exists(db.asset.count({ where: { ...ownedBy(principal), assetType: "image", status: "ready" }, take: 1 })),
    complete: exists(db.product.count({ where: { ...ownedBy(principal), qualityScore: 100 }, take: 1 })),
    channel: exists(db.channel.count({ where: { ...ownedBy(principal) }, take: 1 })),
    buyer: exists(db.connection.count({ where: { supplierId: principal.organizationId, status: "active" }, take: 1 })),
    brandPortal: exists(db.brandPortal.count({ where: { ...ownedBy(principal), publishedAt: { not: null } }, take: 1 })),
  };
  const entries = await Promise.all(Object.entries(checks).map(async ([code, done]) => ({ code: code as OnboardingStep, done: await done })));
  const done = entries.filter((s) => s.done).length;
  return { steps: entries, done, total: entries.length };
}
