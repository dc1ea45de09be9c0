import type { Tx } from "../db/client";
import { ownedBy } from "../db/tenant";
import { validationFailed, type ErrorDetail } from "../core/errors";

// Keys of `localized` must be enabled locales of the supplier (docs/api.md, "Catalogue").
export function localeErrors(localized: Record<string, unknown>, enabledLocales: readonly string[], path = "localized"): ErrorDetail[] {
  return Object.keys(localized)
    .filter((locale) => !enabledLocales.includes(locale))
    .map((locale) => ({ path: `${path}.${locale}`, message: `Locale ${locale} is not enabled for your organisation.` }));
}

export async function assertCategoryOwned(tx: Tx, organizationId: string, categoryId: string | null | undefined, path = "categoryId") {
  if (!categoryId) return;
  const found = await tx.category.findFirst({ where: { id: categoryId, ...ownedBy.organization(organizationId) }, select: { id: true } });
  if (!found) throw validationFailed([{ path, message: "No such category in your organisation." }]);
}

// The organisation's settings a product write obeys: its locales and whether
// attribute codes must be defined.
export async function supplierLocales(tx: Tx, organizationId: string) {
  return tx.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { defaultLocale: true, enabledLocales: true, strictAttributes: true },
  });
}
