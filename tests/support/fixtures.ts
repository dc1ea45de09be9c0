import { randomUUID } from "node:crypto";
import { db } from "../../lib/db/client";
import { signAccessToken } from "../../lib/auth/access-token";
import { generateApiKey } from "../../lib/auth/api-key-format";
import { hashPassword } from "../../lib/auth/passwords";
import type { OrgKind, Role, Tier } from "../../lib/db/generated/enums";
import type { Scope } from "../../lib/auth/permissions";

export const PASSWORD = "a-long-enough-password";
let passwordHash: Promise<string> | undefined;

export type TestOrg = { id: string; name: string; ownerId: string; ownerEmail: string; token: string };

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${randomUUID()}@example.test`;
}

// Organisations are made below the HTTP layer so tests of other rules do not
// spend the per-address sign-up allowance; sign-up itself is tested over HTTP.
export async function createOrg(kind: OrgKind = "supplier", tier: Tier = "free"): Promise<TestOrg> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(kind);
  const org = await db.organization.create({ data: { name: `${kind} ${randomUUID().slice(0, 8)}`, kind, tier } });
  const user = await db.user.create({ data: { email, name: "Owner", passwordHash: await passwordHash } });
  await db.membership.create({ data: { userId: user.id, organizationId: org.id, role: "owner" } });
  const { token } = await signAccessToken({ userId: user.id, organizationId: org.id });
  return { id: org.id, name: org.name, ownerId: user.id, ownerEmail: email, token };
}

export async function addMember(org: TestOrg, role: Role): Promise<{ userId: string; email: string; token: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(role);
  const user = await db.user.create({ data: { email, name: role, passwordHash: await passwordHash } });
  await db.membership.create({ data: { userId: user.id, organizationId: org.id, role } });
  const { token } = await signAccessToken({ userId: user.id, organizationId: org.id });
  return { userId: user.id, email, token };
}

export async function createKey(org: TestOrg, scopes: Scope[], sandbox = false): Promise<{ id: string; key: string }> {
  const { key, prefix, hash } = generateApiKey(sandbox);
  const row = await db.apiKey.create({ data: { organizationId: org.id, name: "test key", scopes, sandbox, prefix, keyHash: hash } });
  return { id: row.id, key };
}

// Each caller gets its own X-Forwarded-For so per-address limits do not collide across tests.
export function clientAddressHeader(): Record<string, string> {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return { "x-forwarded-for": `10.${n()}.${n()}.${n()}` };
}
