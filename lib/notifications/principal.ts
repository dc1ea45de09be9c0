import type { Principal } from "../core/principal";
import { forbidden } from "../core/errors";

export type UserPrincipal = Extract<Principal, { type: "user" }>;

// Notifications and their preferences belong to a person; routes declare
// bearerOnly, and this narrows the type for the code behind them.
export function asUser(principal: Principal): UserPrincipal {
  if (principal.type !== "user") throw forbidden("This needs a logged-in user, not an API key.");
  return principal;
}
