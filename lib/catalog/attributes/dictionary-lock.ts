import type { Tx } from "../../db/client";

// A transaction-scoped advisory lock per organisation's dictionary. Product
// writes hold it shared while they validate and store values; changing or
// deleting an attribute holds it exclusively while it checks which values
// products hold, so neither can slip a value past the other's check.
export async function lockDictionary(tx: Tx, organizationId: string, mode: "read" | "write"): Promise<void> {
  const key = `attributes:${organizationId}`;
  if (mode === "read") await tx.$queryRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${key}))::text`;
  else await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))::text`;
}
