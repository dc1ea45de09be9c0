import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { syncedFeed } from "../../support/feeds";

describe("typed values in attribute maps", () => {
  it("converts metrics, labels options in the channel's locale and picks a price's currency", async () => {
    const org = await createOrg("supplier");
    const define = async (body: Record<string, unknown>) => expect((await call("POST", "/api/v1/attributes", { token: org.token, body })).status).toBe(201);
    await define({ code: "weight", type: "metric", unit: "weight" });
    await define({ code: "colour", type: "select", options: [{ code: "red", labels: { en: "Red", de: "Rot" } }, { code: "blue", labels: { en: "Blue" } }] });
    await define({ code: "sizes", type: "multiselect", options: [{ code: "s", labels: { de: "Klein" } }, { code: "m", labels: { de: "Mittel" } }] });
    await define({ code: "price", type: "price" });
    await createProduct(org, {
      sku: "SHIRT-1",
      name: "Shirt",
      status: "active",
      attributes: { weight: { amount: 250, unit: "g" }, colour: "red", sizes: ["s", "m"], price: [{ amount: 1999, currency: "EUR" }, { amount: 2199, currency: "USD" }] },
    });
    await createProduct(org, { sku: "SHIRT-2", name: "Shirt without a euro price", status: "active", attributes: { weight: { amount: 1, unit: "lb" }, colour: "blue", price: [{ amount: 500, currency: "GBP" }] } });

    const { channelId, records } = await syncedFeed(
      org,
      {
        gewicht_kg: { from: "attributes.weight", op: "convert", unit: "kg", required: true },
        farbe: { from: "attributes.colour", op: "label" },
        groessen: { from: "attributes.sizes", op: "label" },
        preis: { from: "attributes.price", op: "price", currency: "EUR", required: true },
      },
      "de-DE",
    );
    expect(records).toEqual([{ sku: "SHIRT-1", fields: { gewicht_kg: 0.25, farbe: "Rot", groessen: ["Klein", "Mittel"], preis: 19.99 } }]);
    const pubs = (await call("GET", `/api/v1/channels/${channelId}/publications`, { token: org.token })).body.items;
    expect(pubs.find((p: { sku: string }) => p.sku === "SHIRT-2")).toMatchObject({ status: "skipped", last_error: "missing required: preis" });
  });

  it("refuses a typed op without its unit or currency (422 at the field)", async () => {
    const org = await createOrg("supplier");
    const res = await call("POST", "/api/v1/channels", {
      token: org.token,
      body: { name: "X", locale: "en", destination: { type: "feed", format: "json" }, attributeMap: { w: { from: "attributes.weight", op: "convert" }, p: { from: "attributes.price", op: "price", currency: "euro" } } },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["attributeMap.p.currency", "attributeMap.w.unit"]);
  });
});
