import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";

const table = routeTable([
  "/api/v1/[...path]",
  "/api/v1/products",
  "/api/v1/products/[id]",
  "/api/v1/products/bulk",
  "/api/v1/products/[id]/assets",
  "/api/v1/webhook-endpoints/[id]/deliveries/[deliveryId]/replay",
  "/docs/[[...slug]]",
]);

describe("routeTable", () => {
  it("matches a static route", () => {
    expect(table.match("/api/v1/products")).toEqual({ route: "/api/v1/products", params: {} });
  });

  it("prefers a static segment to a dynamic one", () => {
    expect(table.match("/api/v1/products/bulk")).toEqual({ route: "/api/v1/products/bulk", params: {} });
  });

  it("binds dynamic segments, decoded", () => {
    expect(table.match("/api/v1/products/a%20b")).toEqual({ route: "/api/v1/products/[id]", params: { id: "a b" } });
    expect(table.match("/api/v1/webhook-endpoints/e1/deliveries/d2/replay")).toEqual({
      route: "/api/v1/webhook-endpoints/[id]/deliveries/[deliveryId]/replay",
      params: { id: "e1", deliveryId: "d2" },
    });
  });

  it("backtracks from a dynamic branch that leads nowhere to the catch-all", () => {
    expect(table.match("/api/v1/products/p1/nothing")).toEqual({ route: "/api/v1/[...path]", params: { path: ["products", "p1", "nothing"] } });
  });

  it("gives a catch-all every remaining segment and needs at least one", () => {
    expect(table.match("/api/v1/unknown/x")).toEqual({ route: "/api/v1/[...path]", params: { path: ["unknown", "x"] } });
    expect(table.match("/api/v1")).toBeNull();
  });

  it("lets an optional catch-all match nothing", () => {
    expect(table.match("/docs")).toEqual({ route: "/docs/[[...slug]]", params: {} });
    expect(table.match("/docs/a/b")).toEqual({ route: "/docs/[[...slug]]", params: { slug: ["a", "b"] } });
  });

  it("leaves trailing or doubled slashes, and malformed escapes, to Next.js", () => {
    expect(table.match("/api/v1/products/")).toBeNull();
    expect(table.match("/api/v1//products")).toBeNull();
    expect(table.match("/api/v1/products/%E0%A4%A")).toBeNull();
    expect(table.match("api/v1/products")).toBeNull();
  });
});
