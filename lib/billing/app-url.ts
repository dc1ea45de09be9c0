import { env } from "../config/env";
import type { OrgKind } from "../db/generated/enums";

// Links the server hands to Stripe are built from its own configured base URL,
// never from anything a client sent (an open redirect otherwise). Plain
// concatenation keeps Stripe's {CHECKOUT_SESSION_ID} placeholder unescaped.
export function appUrl(pathAndQuery: string): string {
  return `${env().APP_BASE_URL.replace(/\/+$/, "")}${pathAndQuery}`;
}

// The portal's billing page for the organisation's kind (app/(producer) and
// app/(buyer)); the operator has no billing page, so it returns home.
export function billingPage(kind: OrgKind): string {
  if (kind === "supplier") return "/producer/billing";
  if (kind === "buyer") return "/buyer/billing";
  return "/";
}
