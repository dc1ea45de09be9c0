import type { OrgKind } from "../db/generated/enums";

// The portal's billing page for the organisation's kind (app/(producer) and
// app/(buyer)); the operator has no billing page, so it returns home.
export function billingPage(kind: OrgKind): string {
  if (kind === "supplier") return "/producer/billing";
  if (kind === "buyer") return "/buyer/billing";
  return "/";
}
