// `npm run db:seed`: a demo supplier with products, a connected buyer and a
// platform owner, so a fresh install has something to look at. Idempotent.
import { db } from "../lib/db/client";
import { hashPassword } from "../lib/auth/passwords";
import type { OrgKind, Tier } from "../lib/db/generated/enums";
import { scoreProducts } from "../lib/catalog/scoring/score-products";

const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? "demo-password-123";

async function orgWithOwner(name: string, kind: OrgKind, tier: Tier, email: string, person: string) {
  const existing = await db.user.findUnique({ where: { email }, include: { memberships: true } });
  if (existing?.memberships[0]) return { organizationId: existing.memberships[0].organizationId, created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const org = await db.organization.create({
    data: { name, kind, tier, ...(kind === "supplier" ? { defaultLocale: "en-GB", enabledLocales: ["en-GB", "de-DE"] } : {}) },
  });
  const user = await db.user.create({ data: { email, name: person, passwordHash } });
  await db.membership.create({ data: { userId: user.id, organizationId: org.id, role: "owner" } });
  return { organizationId: org.id, created: true };
}

const CATEGORIES = [
  { name: "Coffee", requiredAttributes: ["origin", "roast"] },
  { name: "Tea", requiredAttributes: ["origin"] },
  { name: "Equipment", requiredAttributes: ["material", "weight_g"] },
];

// The attributes the categories require, defined (not localizable), so their
// values count in every locale, as a supplier's dictionary would make them.
const ATTRIBUTES = [
  { code: "origin", type: "text", labels: { "en-GB": "Origin", "de-DE": "Herkunft" } },
  { code: "roast", type: "text", labels: { "en-GB": "Roast", "de-DE": "Röstung" } },
  { code: "material", type: "text", labels: { "en-GB": "Material", "de-DE": "Material" } },
  { code: "weight_g", type: "number", labels: { "en-GB": "Weight (g)", "de-DE": "Gewicht (g)" } },
] as const;

async function seedCatalogue(organizationId: string) {
  await db.attribute.createMany({ data: ATTRIBUTES.map((a) => ({ organizationId, ...a })) });
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
      // Half are translated: their German name and description lift them from red to amber.
      localized: i % 2 === 0 ? { "de-DE": { name: `${category.name} Artikel ${i + 1}`, description: `Ein feines Produkt, Nummer ${i + 1}.` } } : {},
    };
  });
  await db.product.createMany({ data: products });
  // Written below the API, so nothing enqueued their scoring: score them here,
  // as the background job would, so the dashboard's bands show them at once.
  const ids = await db.product.findMany({ where: { organizationId }, select: { id: true } });
  await scoreProducts(organizationId, ids.map((p) => p.id));
}

// An install seeded before products were scored here: score what was never scored.
async function scoreUnscored(organizationId: string) {
  const ids = await db.product.findMany({ where: { organizationId, qualityScore: null }, select: { id: true } });
  await scoreProducts(organizationId, ids.map((p) => p.id));
}

async function main() {
  const supplier = await orgWithOwner("Demo Supplier", "supplier", "starter", "supplier@demo.test", "Sam Supplier");
  if (supplier.created) await seedCatalogue(supplier.organizationId);
  else await scoreUnscored(supplier.organizationId);
  const buyer = await orgWithOwner("Demo Buyer", "buyer", "free", "buyer@demo.test", "Bo Buyer");
  await db.connection.upsert({
    where: { supplierId_buyerId: { supplierId: supplier.organizationId, buyerId: buyer.organizationId } },
    create: { supplierId: supplier.organizationId, buyerId: buyer.organizationId },
    update: {},
  });
  await orgWithOwner("Platform", "platform", "platform", process.env.PLATFORM_ADMIN_EMAIL ?? "platform@demo.test", "Platform operator");
  console.log(`seeded: supplier@demo.test, buyer@demo.test and platform owner; password "${DEMO_PASSWORD}"`);
  await db.$disconnect();
}

await main();
