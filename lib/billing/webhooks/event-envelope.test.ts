import { describe, expect, it } from "vitest";
import { envelopeProblem } from "./event-envelope";

const good = { id: "evt_1", type: "invoice.paid", created: 1_800_000_000, data: { object: {} } };

describe("a signed Stripe body's envelope", () => {
  it("accepts an event", () => {
    expect(envelopeProblem(good)).toBeNull();
  });

  it("names what is wrong with anything else", () => {
    for (const body of [[], null, 12345, "evt", true]) expect(envelopeProblem(body), JSON.stringify(body)).toMatch(/not a JSON object/);
    expect(envelopeProblem({ ...good, id: undefined })).toMatch(/id/);
    expect(envelopeProblem({ ...good, id: "evt_\u0000" })).toMatch(/id/);
    expect(envelopeProblem({ ...good, id: "x".repeat(256) })).toMatch(/id/);
    expect(envelopeProblem({ ...good, type: undefined })).toMatch(/type/);
    expect(envelopeProblem({ ...good, type: 7 })).toMatch(/type/);
    expect(envelopeProblem({ ...good, created: "now" })).toMatch(/created/);
  });
});
