import { db } from "../db/client";
import { validationFailed } from "../core/errors";
import { recordAudit } from "../audit/record-audit";
import { enqueueEvent } from "../jobs/outbox";
import { rescoreRequested } from "../events/definitions";
import type { Principal } from "../core/principal";
import type { SettingsBody } from "../catalog/schemas";
import type { SettingsDocument } from "./documents";

export async function getSettings(principal: Principal): Promise<SettingsDocument> {
  const org = await db.organization.findUniqueOrThrow({ where: { id: principal.organizationId } });
  return { defaultLocale: org.defaultLocale, enabledLocales: org.enabledLocales, strictAttributes: org.strictAttributes };
}

// Locales drive completeness, so a change rescores the whole catalogue.
// strictAttributes applies to the next write of a product, not to stored ones.
export async function updateSettings(principal: Principal, patch: SettingsBody, requestId: string): Promise<SettingsDocument> {
  return db.$transaction(async (tx) => {
    const org = await tx.organization.findUniqueOrThrow({ where: { id: principal.organizationId } });
    const defaultLocale = patch.defaultLocale ?? org.defaultLocale;
    const enabledLocales = patch.enabledLocales ?? org.enabledLocales;
    if (!enabledLocales.includes(defaultLocale)) {
      throw validationFailed([{ path: "enabledLocales", message: `enabledLocales must include the default locale ${defaultLocale}.` }]);
    }
    const strictAttributes = patch.strictAttributes ?? org.strictAttributes;
    await tx.organization.update({ where: { id: org.id }, data: { defaultLocale, enabledLocales, strictAttributes } });
    const changed = defaultLocale !== org.defaultLocale || enabledLocales.join() !== org.enabledLocales.join();
    if (changed) await enqueueEvent(tx, rescoreRequested.create({ organizationId: org.id, categoryId: null, after: null }));
    await recordAudit(tx, { action: "organization.settings_updated", principal, targetType: "organization", targetId: org.id, requestId, metadata: { defaultLocale, enabledLocales, strictAttributes } });
    return { defaultLocale, enabledLocales, strictAttributes };
  });
}
