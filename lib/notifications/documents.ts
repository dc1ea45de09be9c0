// Response bodies of the notification endpoints, type-only so the portals can
// import them; the serializers return these types.
export type NotificationDocument = { id: string; kind: string; title: string; body: string; data: unknown; readAt: string | null; createdAt: string };

// planLimitReached cannot be turned off, so it is always true.
export type PreferencesDocument = { invoicePaid: boolean; subscriptionCancelled: boolean; paymentRecovered: boolean; planLimitReached: true };
