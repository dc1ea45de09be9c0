import { db } from "../db/client";
import { DEFAULT_PREFERENCES, type Preferences } from "./kinds";
import type { UserPrincipal } from "./principal";
import type { PreferencesPatch } from "./schemas";
import { ownedBy } from "../db/tenant";
import type { PreferencesDocument } from "./documents";

function view(preferences: Preferences): PreferencesDocument {
  const { invoicePaid, subscriptionCancelled, paymentRecovered } = preferences;
  return { invoicePaid, subscriptionCancelled, paymentRecovered, planLimitReached: true };
}



// Preferences are per user and organisation; without a row, everything is on
// (the columns default to true, so a first PATCH stores only what it names).
export async function getPreferences(principal: UserPrincipal) {
  const row = await db.notificationPreference.findUnique({ where: { userId_organizationId: { userId: principal.userId, ...ownedBy(principal) } } });
  return view(row ?? DEFAULT_PREFERENCES);
}

export async function updatePreferences(principal: UserPrincipal, patch: PreferencesPatch) {
  const { invoicePaid, subscriptionCancelled, paymentRecovered } = patch;
  const changes = { invoicePaid, subscriptionCancelled, paymentRecovered };
  const row = await db.notificationPreference.upsert({
    where: { userId_organizationId: { userId: principal.userId, ...ownedBy(principal) } },
    create: { ...changes, userId: principal.userId, ...ownedBy(principal) },
    update: changes,
  });
  return view(row);
}
