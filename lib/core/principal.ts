import type { OrgKind, Role, Tier } from "../db/generated/enums";

// Who is calling: always bound to exactly one organisation, taken from the
// credential and never from the request (docs/api.md, "Authentication").
export type Principal = {
  organizationId: string;
  orgKind: OrgKind;
  tier: Tier;
} & (
  | { type: "user"; userId: string; role: Role; sandbox: false; portal?: boolean }
  | { type: "apiKey"; apiKeyId: string; keyPrefix: string; scopes: string[]; sandbox: boolean }
);

// Only a supplier keeps a catalogue (products, categories, assets, channels,
// brand portals) and invites buyers to it.
export function isSupplier(principal: Pick<Principal, "orgKind">): boolean {
  return principal.orgKind === "supplier";
}

export function actorOf(principal: Principal): { actorUserId: string | null; actorKeyPrefix: string | null } {
  return principal.type === "user"
    ? { actorUserId: principal.userId, actorKeyPrefix: null }
    : { actorUserId: null, actorKeyPrefix: principal.keyPrefix };
}
