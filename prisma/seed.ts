// `npm run db:seed`: a demo supplier with products, a connected buyer and a
// platform owner, so a fresh install has something to look at. Idempotent.
import { db } from "../lib/db/client";
import { hashPassword } from "../lib/auth/passwords";
import type { OrgKind, Tier } from "../lib/db/generated/enums";

const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? "demo-password-123";

async function orgWithOwner(name: string, kind: OrgKind, tier: Tier, email: string) {
  const existing = await db.user.findUnique({ where: { email }, include: { memberships: true } });
  if (existing?.memberships[0]) return { organizationId: existing.memberships[0].organizationId, created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const org = await db.organization.create({
    data: { name, kind, tier, ...(kind === "supplier" ? { defaultLocale: "en-GB", enabledLocales: ["en-GB", "de-DE"] } : {}) },
  });
  const user = await db.user.create({ data: { email, name: `${name} owner`, passwordHash } });
  await db.membership.create({ data: { userId: user.id, organizationId: org.id, role: "owner" } });
  return { organizationId: org.id, created: true };
}

const CATEGORIES = [
  { name: "Coffee", requiredAttributes: ["origin", "roast"] },
  { name: "Tea", requiredAttributes: ["origin"] },
  { name: "Equipment", requiredAttributes: ["material", "weight_g"] },
];

async function seedCatalogue(organizationId: string) {
  const categories = await Promise.all(CATEGORIES.map((c) => db.category.create({ data: { organizationId, ...c } })));
  const products = Array.from({ length: 24 }, (_, i) => {
    const category = categories[i % categories.length]!;
    return {
      organizationId,
      sku: `DEMO-${String(i + 1).padStart(3, "0")}`,
      name: `${category.name} item ${i + 1}`,
      description: i % 4 === 0 ? null : `A fine ${category.name.toLowerCase()} product, number ${i + 1}.`,
      status: (i % 5 === 0 ? "draft" : "active") as "draft" | "active",
      categoryId: category.id,
      tags: [category.name.toLowerCase(), i % 2 ? "bestseller" : "new"],
      attributes: category.name === "Equipment" ? { material: "steel", weight_g: 450 + i } : { origin: "Colombia", roast: "medium" },
      localized: i % 3 === 0 ? { "de-DE": { name: `${category.name} Artikel ${i + 1}` } } : {},
    };
  });
  await db.product.createMany({ data: products });
}

async function main() {
  const supplier = await orgWithOwner("Demo Supplier", "supplier", "starter", "supplier@demo.test");
  if (supplier.created) await seedCatalogue(supplier.organizationId);
  const buyer = await orgWithOwner("Demo Buyer", "buyer", "free", "buyer@demo.test");
  await db.connection.upsert({
    where: { supplierId_buyerId: { supplierId: supplier.organizationId, buyerId: buyer.organizationId } },
    create: { supplierId: supplier.organizationId, buyerId: buyer.organizationId },
    update: {},
  });
  await orgWithOwner("Platform", "platform", "platform", process.env.PLATFORM_ADMIN_EMAIL ?? "platform@demo.test");
  console.log(`seeded: supplier@demo.test, buyer@demo.test and platform owner; password "${DEMO_PASSWORD}"`);
  await db.$disconnect();
}

await main();
