import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { connect } from "../../support/catalog";
import { db } from "../../../lib/db/client";

// A list page reads its rows with one statement (lib/search/find-page.ts,
// findPage) and one product with another (findProductRow). Every kind of
// product must read the same through both, for a supplier and for a buyer,
// which sees links to active products only.
describe("a list page's documents", () => {
  it("are the documents GET /products/{id} answers, field for field, for every kind of product", async () => {
    const supplier = await createOrg("supplier");
    const buyer = await createOrg("buyer");
    await connect(supplier, buyer);
    const organizationId = supplier.id;
    const category = await db.category.create({ data: { organizationId, name: 'Shoes "&" <boots> \\ ü' } });
    const family = await db.family.create({ data: { organizationId, code: "shoe" } });
    const related = await db.associationType.create({ data: { organizationId, code: "related" } });
    const bundle = await db.associationType.create({ data: { organizationId, code: "bundle", quantified: true } });
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, 0, i * 7));
    const plain = await db.product.create({ data: { organizationId, sku: "P-1", name: "Plain", status: "active", createdAt: at(1) } });
    const rich = await db.product.create({
      data: {
        organizationId,
        sku: "P-2",
        name: 'Quote " back\\slash \u2028 line 🚀 <b>',
        description: "Line one\nline two\ttab",
        status: "active",
        categoryId: category.id,
        familyId: family.id,
        tags: ["a", "b c", "ü"],
        attributes: { weight: 1.5, big: 12345678901234, nested: { list: [1, "two", null, true] }, empty: "" },
        localized: { "de-DE": { name: "Schön", description: "Ä" } },
        qualityScore: 95,
        createdAt: at(2),
      },
    });
    const draft = await db.product.create({ data: { organizationId, sku: "P-3", name: "Draft", status: "draft", qualityScore: 0, createdAt: at(3) } });
    const model = await db.product.create({ data: { organizationId, sku: "M-1", name: "Model", status: "active", kind: "model", qualityScore: 60, createdAt: at(4) } });
    await db.product.create({
      data: { organizationId, sku: "V-1", name: "Model", status: "active", kind: "variant", parentId: model.id, inherited: ["name", "description"], axisKey: "size=42", qualityScore: 59, createdAt: at(5) },
    });
    await db.productAssociation.createMany({
      data: [
        { organizationId, productId: rich.id, typeId: related.id, targetId: plain.id, position: 1 },
        { organizationId, productId: rich.id, typeId: related.id, targetId: draft.id, position: 0 },
        { organizationId, productId: rich.id, typeId: bundle.id, targetId: plain.id, quantity: 3, position: 0 },
      ],
    });

    for (const org of [supplier, buyer]) {
      const list = await call("GET", "/api/v1/products?limit=200", { token: org.token });
      const search = await call("GET", "/api/v1/search/products?limit=200&facetBy=status", { token: org.token });
      expect(list.status).toBe(200);
      expect(search.status).toBe(200);
      expect(list.body.items).toHaveLength(org === supplier ? 5 : 4);
      expect(search.body.items).toEqual(list.body.items);
      for (const item of list.body.items) {
        const one = await call("GET", `/api/v1/products/${item.id}`, { token: org.token });
        expect(one.status).toBe(200);
        expect(item).toEqual(one.body);
        expect(Object.keys(item)).toEqual(Object.keys(one.body));
      }
      const richDocument = list.body.items.find((p: { id: string }) => p.id === rich.id);
      expect(richDocument.associations).toEqual(
        org === supplier
          ? { bundle: [{ productId: plain.id, quantity: 3 }], related: [{ productId: draft.id }, { productId: plain.id }] }
          : { bundle: [{ productId: plain.id, quantity: 3 }], related: [{ productId: plain.id }] },
      );
      expect(richDocument).toMatchObject({ qualityScore: 95, qualityBand: "green", createdAt: at(2).toISOString(), categoryName: category.name });
      expect(list.body.items.find((p: { id: string }) => p.id === plain.id)).not.toHaveProperty("qualityScore");
    }
  });
});
