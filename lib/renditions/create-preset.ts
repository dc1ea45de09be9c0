import { db } from "../db/client";
import type { Principal } from "../auth/principal";
import { assertSupplier } from "../assets/guards";
import type { CreatePresetBody } from "./schemas";
import { serializePreset } from "./serialize";

export async function createPreset(principal: Principal, input: CreatePresetBody) {
  assertSupplier(principal);
  const preset = await db.renditionPreset.create({ data: { organizationId: principal.organizationId, name: input.name, ops: input.ops } });
  return serializePreset(preset);
}
