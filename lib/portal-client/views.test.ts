import { describe, expect, it } from "vitest";
import { decodeGridState } from "./grid-state";
import { mayChange, mayMarkDefault, viewBodyOf } from "./views";

describe("saved views in the grid", () => {
  it("lets the owner, an organisation owner or an admin change a view, and owners and admins mark a shared one default", () => {
    const view = { ownerId: "u1", shared: true };
    expect(mayChange(view, { userId: "u1", role: "viewer" })).toBe(true);
    expect(mayChange(view, { userId: "u2", role: "editor" })).toBe(false);
    expect(mayChange(view, { userId: "u2", role: "admin" })).toBe(true);
    expect(mayChange({ ownerId: null }, { userId: "u2", role: "owner" })).toBe(true);
    expect(mayMarkDefault(view, { role: "owner" })).toBe(true);
    expect(mayMarkDefault(view, { role: "editor" })).toBe(false);
    expect(mayMarkDefault({ shared: false }, { role: "admin" })).toBe(false);
  });

  it("keeps the grid's filters, columns and order, not its view or page", () => {
    const state = decodeGridState(new URLSearchParams("status=draft&status=active&attr.colour=red&sort=name&columns=name,attributes.colour&view=0b7e3c36-5a0e-4f4c-9f43-2f1f4f8f5a11"));
    expect(viewBodyOf(state)).toEqual({ query: { status: "draft,active", "attr.colour": "red" }, columns: ["sku", "name", "attributes.colour"], sort: "name" });
  });
});
