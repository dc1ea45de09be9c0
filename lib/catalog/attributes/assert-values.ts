import type { Tx } from "../../db/client";
import { validationFailed, type ErrorDetail } from "../../core/errors";
import { checkValues } from "./check-values";
import { foreignAssetErrors, ownedAssetIds } from "./asset-values";
import { lockDictionary } from "./dictionary-lock";
import { loadDictionary } from "./load-dictionary";

type Written = Parameters<typeof checkValues>[1];

// The attribute values one product write sets, checked against the
// organisation's dictionary inside the write's transaction; 422 naming every
// failing value. `earlier` joins errors found before (unknown locales) into
// the same answer.
export async function assertValues(tx: Tx, organizationId: string, strict: boolean, written: Written, earlier: ErrorDetail[] = []) {
  const errors = writesAttributes(written) ? (await valueErrors(tx, organizationId, strict, [written]))[0]! : [];
  if (earlier.length || errors.length) throw validationFailed([...earlier, ...errors]);
}

// Each write's errors, for any number of writes (bulk upsert): one dictionary
// query and one asset query in all. Holds the dictionary lock for the rest of
// the transaction, so the values stored are the values checked.
export async function valueErrors(tx: Tx, organizationId: string, strict: boolean, writes: Written[]): Promise<ErrorDetail[][]> {
  await lockDictionary(tx, organizationId, "read");
  const dictionary = await loadDictionary(tx, organizationId, strict);
  const checks = writes.map((w) => checkValues(dictionary, w));
  const owned = await ownedAssetIds(tx, organizationId, checks.flatMap((c) => c.assets));
  return checks.map((c) => [...c.errors, ...foreignAssetErrors(c.assets, owned)]);
}

export function writesAttributes(written: Written): boolean {
  if (written.attributes && Object.keys(written.attributes).length > 0) return true;
  return Object.values(written.localized ?? {}).some((l) => l?.attributes && Object.keys(l.attributes).length > 0);
}
