import type { Role } from "../db/generated/enums";

// API key scopes (docs/api.md, "Authentication"). ":write" implies ":read" of the same area.
export const SCOPES = [
  "products:read",
  "products:write",
  "assets:read",
  "assets:write",
  "channels:read",
  "channels:write",
  "billing:read",
  "billing:create",
  "analytics:read",
  "portals:read",
  "portals:write",
  "connections:write",
] as const;

export type Scope = (typeof SCOPES)[number];

// What a route may require. Scopes are shared with API keys; the rest are
// reserved to bearer principals of the roles that hold them.
export type Permission = Scope | "connections:read" | "members:manage" | "api-keys:manage" | "settings:write" | "audit:read";

const READ_ALL: Permission[] = [
  "products:read",
  "assets:read",
  "channels:read",
  "analytics:read",
  "portals:read",
  "connections:read",
];

const EDIT: Permission[] = [...READ_ALL, "products:write", "assets:write", "channels:write", "portals:write"];

const MANAGE: Permission[] = [
  ...EDIT,
  "billing:read",
  "billing:create",
  "connections:write",
  "members:manage",
  "api-keys:manage",
  "settings:write",
  "audit:read",
];

// owner and admin: everything incl. billing and keys; editor: catalogue,
// assets, channels, portals; viewer: read only, no billing (docs/api.md, "Roles and scopes").
const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(MANAGE),
  admin: new Set(MANAGE),
  editor: new Set(EDIT),
  viewer: new Set(READ_ALL),
};

export function roleAllows(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

export function scopesAllow(scopes: readonly string[], permission: Permission): boolean {
  if (scopes.includes(permission)) return true;
  if (permission === "connections:read") return scopes.includes("connections:write");
  if (permission.endsWith(":read")) return scopes.includes(permission.replace(/:read$/, ":write"));
  return false;
}
