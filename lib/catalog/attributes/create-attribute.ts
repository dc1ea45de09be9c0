import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import type { Principal } from "../../core/principal";
import { assertSupplier } from "../../auth/authorize";
import type { CreateAttributeBody } from "./schemas";
import { serializeAttribute } from "./serialize-attribute";
import { assertLinearPattern } from "./assert-pattern";

// A duplicate code is Prisma's unique violation, which the wrapper answers
// 409 CONFLICT.
export async function createAttribute(principal: Principal, input: CreateAttributeBody) {
  assertSupplier(principal, "catalog");
  assertLinearPattern(input.validation);
  const attribute = await db.attribute.create({ data: { ...ownedBy(principal), ...input } });
  return serializeAttribute(attribute);
}
