import type { Tx } from "../../db/client";
import type { ErrorDetail } from "../../core/errors";
import { supplierLocales } from "../guards";
import type { AttributeEdit } from "../products/attribute-edit";
import { foreignAssetErrors, ownedAssetIds } from "./asset-values";
import { lockDictionary } from "./dictionary-lock";
import { attributeEditErrors } from "./edit-errors";
import { loadDictionary } from "./load-dictionary";

// The dictionary's verdict on an attribute edit, in the caller's
// transaction and under the dictionary lock (shared, to its end), as every
// product write checks the values it stores: the edit is written under the
// rules it was checked against.
export async function attributeEditProblems(tx: Tx, organizationId: string, edit: AttributeEdit): Promise<ErrorDetail[]> {
  const { enabledLocales, strictAttributes } = await supplierLocales(tx, organizationId);
  await lockDictionary(tx, organizationId, "read");
  const dictionary = await loadDictionary(tx, organizationId, strictAttributes);
  const { errors, assets } = attributeEditErrors(dictionary, edit, enabledLocales);
  return [...errors, ...foreignAssetErrors(assets, await ownedAssetIds(tx, organizationId, assets))];
}
