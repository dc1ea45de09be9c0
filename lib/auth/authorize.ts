import type { Tier } from "../db/generated/enums";
import { AppError, forbidden } from "../core/errors";
import { roleAllows, scopesAllow, type Permission } from "./permissions";
import { isSupplier, type Principal } from "../core/principal";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type AccessRule = {
  permission?: Permission;
  // Only a logged-in user may do this (e.g. manage API keys), never a key.
  bearerOnly?: boolean;
  tiers?: readonly Tier[];
};

// What each supplier-only area says when another kind of organisation asks.
const SUPPLIER_ONLY = {
  catalog: "Only suppliers keep products and categories.",
  assets: "Only suppliers keep assets and renditions.",
  portals: "Only suppliers publish brand portals.",
  connections: "Only suppliers invite buyers.",
  changes: "The change feed lists a supplier's own product changes; buyers follow their catalogue through search.",
  sharing: "Only suppliers share their products by link.",
} as const;

export function assertSupplier(principal: Principal, area: keyof typeof SUPPLIER_ONLY): void {
  if (!isSupplier(principal)) throw forbidden(SUPPLIER_ONLY[area]);
}

export function authorize(principal: Principal, method: string, rule: AccessRule): void {
  if (principal.sandbox && MUTATING.has(method)) {
    throw new AppError("SANDBOX_READONLY", "Sandbox keys are read-only.");
  }
  if (rule.tiers && !rule.tiers.includes(principal.tier)) throw forbidden("Your organisation's tier does not allow this.");
  if (rule.bearerOnly && principal.type !== "user") throw forbidden("This needs a logged-in user, not an API key.");
  if (!rule.permission) return;
  const allowed =
    principal.type === "user" ? roleAllows(principal.role, rule.permission) : scopesAllow(principal.scopes, rule.permission);
  if (!allowed) throw forbidden(`This needs the ${rule.permission} permission.`);
}
