import { describe, expect, it } from "vitest";
import type { Principal } from "../core/principal";
import { assertSupplier } from "./authorize";

const principalOf = (orgKind: Principal["orgKind"]): Principal => ({
  organizationId: "00000000-0000-4000-8000-000000000001",
  orgKind,
  tier: "pro",
  type: "user",
  userId: "00000000-0000-4000-8000-000000000002",
  role: "owner",
  sandbox: false,
});

describe("assertSupplier", () => {
  it("lets a supplier through", () => {
    expect(() => assertSupplier(principalOf("supplier"), "catalog")).not.toThrow();
  });

  it("refuses other kinds with the area's own 403 message", () => {
    expect(() => assertSupplier(principalOf("buyer"), "catalog")).toThrow(
      expect.objectContaining({ code: "FORBIDDEN", message: "Only suppliers keep products and categories." }),
    );
    expect(() => assertSupplier(principalOf("platform"), "assets")).toThrow("Only suppliers keep assets and renditions.");
    expect(() => assertSupplier(principalOf("buyer"), "portals")).toThrow("Only suppliers publish brand portals.");
    expect(() => assertSupplier(principalOf("buyer"), "connections")).toThrow("Only suppliers invite buyers.");
  });
});
