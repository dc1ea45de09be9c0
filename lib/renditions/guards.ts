import type { Db, Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";

// A preset of the caller's organisation, or 404 (also for another tenant's id).
export async function findOwnedPreset(client: Db | Tx, principal: Principal, id: string) {
  const preset = await client.renditionPreset.findFirst({ where: { id, ...ownedBy(principal) } });
  if (!preset) throw notFound("Rendition preset");
  return preset;
}
