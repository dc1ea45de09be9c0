import { describe, expect, it } from "vitest";
import type { Principal } from "../core/principal";
import { assertMayChange, assertMaySetDefault, assertMayWriteViews, visibleTo } from "./access";

const org = { organizationId: "o", orgKind: "supplier", tier: "free" } as const;
const user = (role: "owner" | "admin" | "editor" | "viewer", userId = "u1"): Principal => ({ ...org, type: "user", userId, role, sandbox: false });
const key = (scopes: string[]): Principal => ({ ...org, type: "apiKey", apiKeyId: "k", keyPrefix: "pis_live_abc", scopes, sandbox: false });

describe("saved view access", () => {
  it("shows users the shared views and their own, keys the shared ones", () => {
    expect(visibleTo(user("viewer"))).toEqual({ OR: [{ shared: true }, { ownerId: "u1" }] });
    expect(visibleTo(key(["products:read"]))).toEqual({ shared: true });
  });

  it("lets the owner of a view, an organisation owner or an admin change it", () => {
    expect(() => assertMayChange(user("viewer", "u1"), { ownerId: "u1" })).not.toThrow();
    expect(() => assertMayChange(user("editor", "u2"), { ownerId: "u1" })).toThrow(/owner/);
    expect(() => assertMayChange(user("admin", "u2"), { ownerId: "u1" })).not.toThrow();
    expect(() => assertMayChange(user("owner", "u2"), { ownerId: null })).not.toThrow();
    expect(() => assertMayChange(user("editor", "u2"), { ownerId: null })).toThrow();
  });

  it("lets a writing key change only views no user owns", () => {
    expect(() => assertMayChange(key(["products:write"]), { ownerId: null })).not.toThrow();
    expect(() => assertMayChange(key(["products:write"]), { ownerId: "u1" })).toThrow();
    expect(() => assertMayChange(key(["products:read"]), { ownerId: null })).toThrow(/products:write/);
    expect(() => assertMayWriteViews(key(["products:read"]))).toThrow();
    expect(() => assertMayWriteViews(user("viewer"))).not.toThrow();
  });

  it("leaves the default view to owners and admins", () => {
    expect(() => assertMaySetDefault(user("owner"))).not.toThrow();
    expect(() => assertMaySetDefault(user("admin"))).not.toThrow();
    expect(() => assertMaySetDefault(user("editor"))).toThrow();
    expect(() => assertMaySetDefault(key(["products:write"]))).toThrow();
  });
});
