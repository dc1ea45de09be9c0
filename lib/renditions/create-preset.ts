import { db } from "../db/client";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import type { CreatePresetBody } from "./schemas";
import { serializePreset } from "./serialize";
import { ownedBy } from "../db/tenant";

export async function createPreset(principal: Principal, input: CreatePresetBody) {
  assertSupplier(principal, "assets");
  const preset = await db.renditionPreset.create({ data: { ...ownedBy(principal), name: input.name, ops: input.ops, auto: input.auto } });
  return serializePreset(preset);
}
