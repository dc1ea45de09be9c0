import { describe, expect, it } from "vitest";
import { roleAllows, scopesAllow } from "./permissions";

describe("scopesAllow", () => {
  it("grants exactly the listed scope", () => {
    expect(scopesAllow(["products:read"], "products:read")).toBe(true);
    expect(scopesAllow(["products:read"], "products:write")).toBe(false);
    expect(scopesAllow(["products:read"], "assets:read")).toBe(false);
  });

  it("lets :write imply :read of the same area only", () => {
    expect(scopesAllow(["assets:write"], "assets:read")).toBe(true);
    expect(scopesAllow(["assets:write"], "products:read")).toBe(false);
    expect(scopesAllow(["connections:write"], "connections:read")).toBe(true);
  });

  it("never grants role-only permissions to a key", () => {
    expect(scopesAllow(["products:write", "billing:create"], "api-keys:manage")).toBe(false);
    expect(scopesAllow(["products:write"], "members:manage")).toBe(false);
  });
});

describe("roleAllows", () => {
  it("gives owners and admins billing and key management", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(roleAllows(role, "billing:create")).toBe(true);
      expect(roleAllows(role, "api-keys:manage")).toBe(true);
    }
  });

  it("lets editors write the catalogue but not billing or keys", () => {
    expect(roleAllows("editor", "products:write")).toBe(true);
    expect(roleAllows("editor", "portals:write")).toBe(true);
    expect(roleAllows("editor", "billing:read")).toBe(false);
    expect(roleAllows("editor", "api-keys:manage")).toBe(false);
  });

  it("keeps viewers read-only and away from billing", () => {
    expect(roleAllows("viewer", "products:read")).toBe(true);
    expect(roleAllows("viewer", "products:write")).toBe(false);
    expect(roleAllows("viewer", "billing:read")).toBe(false);
  });
});
