// The notification kinds (docs/api.md, "Notifications"). Three can be switched off per user;
// plan-limit cannot, because it explains work that was just refused.
export const NOTIFICATION_KINDS = ["invoicePaid", "subscriptionCancelled", "paymentRecovered", "planLimitReached"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const OPTIONAL_KINDS = ["invoicePaid", "subscriptionCancelled", "paymentRecovered"] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

export type Preferences = Record<OptionalKind, boolean>;

export const DEFAULT_PREFERENCES: Preferences = { invoicePaid: true, subscriptionCancelled: true, paymentRecovered: true };

export function wants(preferences: Preferences | undefined, kind: NotificationKind): boolean {
  if (kind === "planLimitReached") return true;
  return (preferences ?? DEFAULT_PREFERENCES)[kind];
}

// Amounts stay integers (minor units); only this text shows a decimal point.
export function formatMoney(minor: number, currency: string): string {
  const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = digits ? text.slice(0, -digits) : text;
  return `${sign}${currency.toUpperCase()} ${whole}${digits ? `.${text.slice(-digits)}` : ""}`;
}
