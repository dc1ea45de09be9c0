import { describe, expect, it } from "vitest";
import { shouldApplyInvoice, shouldApplySubscription } from "./ordering";

const t = (s: number) => new Date(s * 1000);
const stored = (status: string, at: number, id = "sub_1") => ({ stripeSubscriptionId: id, status, providerUpdatedAt: t(at) });

describe("subscription event ordering", () => {
  it("applies anything to an organisation without a subscription", () => {
    expect(shouldApplySubscription(null, { id: "sub_1", kind: "updated", at: t(1), storedIsLive: false })).toBe(true);
  });

  it("ignores an older update and applies a newer or same-second one", () => {
    expect(shouldApplySubscription(stored("active", 100), { id: "sub_1", kind: "updated", at: t(99), storedIsLive: true })).toBe(false);
    expect(shouldApplySubscription(stored("active", 100), { id: "sub_1", kind: "updated", at: t(100), storedIsLive: true })).toBe(true);
    expect(shouldApplySubscription(stored("active", 100), { id: "sub_1", kind: "updated", at: t(101), storedIsLive: true })).toBe(true);
  });

  it("never lets a late 'created' overwrite what an 'updated' already stored", () => {
    expect(shouldApplySubscription(stored("active", 100), { id: "sub_1", kind: "created", at: t(100), storedIsLive: true })).toBe(false);
  });

  it("treats an ended subscription as final", () => {
    expect(shouldApplySubscription(stored("active", 100), { id: "sub_1", kind: "deleted", at: t(90), storedIsLive: true })).toBe(true);
    expect(shouldApplySubscription(stored("canceled", 100), { id: "sub_1", kind: "updated", at: t(200), storedIsLive: false })).toBe(false);
  });

  it("lets a newer subscription replace an ended one, but an old one's end never displaces a running one", () => {
    expect(shouldApplySubscription(stored("canceled", 100, "sub_old"), { id: "sub_new", kind: "created", at: t(200), storedIsLive: false })).toBe(true);
    expect(shouldApplySubscription(stored("canceled", 100, "sub_old"), { id: "sub_new", kind: "created", at: t(50), storedIsLive: false })).toBe(false);
    expect(shouldApplySubscription(stored("active", 100, "sub_new"), { id: "sub_old", kind: "deleted", at: t(300), storedIsLive: true })).toBe(false);
  });
});

describe("invoice event ordering", () => {
  it("orders by event time, then by how far the invoice has come within one second", () => {
    expect(shouldApplyInvoice(null, { status: "open", at: t(1) })).toBe(true);
    expect(shouldApplyInvoice({ status: "paid", at: t(100) }, { status: "open", at: t(99) })).toBe(false);
    expect(shouldApplyInvoice({ status: "paid", at: t(100) }, { status: "open", at: t(100) })).toBe(false);
    expect(shouldApplyInvoice({ status: "open", at: t(100) }, { status: "paid", at: t(100) })).toBe(true);
    expect(shouldApplyInvoice({ status: "uncollectible", at: t(100) }, { status: "paid", at: t(150) })).toBe(true);
    expect(shouldApplyInvoice({ status: "open", at: null }, { status: "open", at: t(1) })).toBe(true);
  });
});
