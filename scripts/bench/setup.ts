import pg from "pg";
import { signAccessToken } from "../../lib/auth/access-token";
import { generateApiKey } from "../../lib/auth/api-key-format";
import { hashPassword } from "../../lib/auth/passwords";
import { db } from "../../lib/db/client";
import { maintenanceDatabaseUrl, migrateDatabase } from "../../lib/db/migrate";

export type Fixtures = { organizationId: string; userId: string; apiKey: string; keyHash: string };

// A fresh database each run, so earlier runs' rows cannot change the plans.
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceDatabaseUrl(databaseUrl) });
  await admin.connect();
  try {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await migrateDatabase(databaseUrl);
}

// One supplier with a page of products, its owner, and a products:read key,
// made below the HTTP layer as tests/support/fixtures.ts does.
export async function createFixtures(): Promise<Fixtures> {
  const org = await db.organization.create({ data: { name: "Bench Supplier", kind: "supplier" } });
  const user = await db.user.create({
    data: { email: "bench-owner@example.test", name: "Bench Owner", passwordHash: await hashPassword("bench-password-not-used") },
  });
  await db.membership.create({ data: { userId: user.id, organizationId: org.id, role: "owner" } });
  const { key, prefix, hash } = generateApiKey(false);
  await db.apiKey.create({
    data: { organizationId: org.id, name: "bench key", scopes: ["products:read"], prefix, keyHash: hash },
  });
  await db.product.createMany({
    data: Array.from({ length: 60 }, (_, i) => ({
      organizationId: org.id,
      sku: `BENCH-${i}`,
      name: `Bench product ${i}`,
      description: "A product of the bench's catalogue, with a description of ordinary length.",
      tags: ["bench", `tag-${i % 7}`],
      attributes: { color: "blue", weight: i },
      localized: { "de-DE": { name: `Bench-Produkt ${i}` } },
    })),
  });
  return { organizationId: org.id, userId: user.id, apiKey: key, keyHash: hash };
}

// Access tokens live at most 15 minutes, so each run signs its own.
export async function bearerToken(fixtures: Fixtures): Promise<string> {
  const { token } = await signAccessToken({ userId: fixtures.userId, organizationId: fixtures.organizationId });
  return token;
}
