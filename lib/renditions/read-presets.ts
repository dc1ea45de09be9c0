import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { keysetPage } from "../core/keyset";
import type { PaginationQuery } from "../core/pagination";
import type { Principal } from "../core/principal";
import { findOwnedPreset } from "./guards";
import { serializePreset } from "./serialize";

export async function listPresets(principal: Principal, page: PaginationQuery) {
  return keysetPage({
    page,
    binding: `rendition-presets:${principal.organizationId}`,
    fetch: (after, take) =>
      db.renditionPreset.findMany({ where: { ...ownedBy(principal), AND: [after] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take }),
    serialize: serializePreset,
  });
}

export async function getPreset(principal: Principal, id: string) {
  return serializePreset(await findOwnedPreset(db, principal, id));
}
