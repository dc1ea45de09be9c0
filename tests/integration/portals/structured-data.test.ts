import { describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { baseUrl, call } from "../../support/http";
import { clientAddressHeader, createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";
import { createPortal, publish } from "./support";

const open = (path: string) => fetch(`${baseUrl()}${path}`, { headers: clientAddressHeader() });

describe("brand portals for search engines", () => {
  it("put schema.org Product JSON-LD on product pages and list only what the portal shows in its sitemap", async () => {
    const org = await createOrg("supplier");
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "ean", type: "gtin" } })).status).toBe(201);
    const lamp = await createProduct(org, { sku: "SD-1", name: "Lamp </script><b>", description: "Bright.", status: "active", attributes: { ean: "4006381333931" } });
    const draft = await createProduct(org, { sku: "SD-2", name: "Secret draft", status: "draft" });
    const portal = await createPortal(org, { title: "Lumen" });
    await publish(org, portal.id);

    const page = await (await open(`/brand/${portal.slug}/products/${lamp.id}`)).text();
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page);
    expect(script).not.toBeNull();
    const ld = JSON.parse(script![1]!);
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "Lamp </script><b>", description: "Bright.", sku: "SD-1", gtin: "04006381333931", brand: { "@type": "Brand", name: "Lumen" } });
    expect(ld.url).toMatch(new RegExp(`/brand/${portal.slug}/products/${lamp.id}$`));

    const sitemap = await open(`/brand/${portal.slug}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await sitemap.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(xml);
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = doc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toHaveLength(2);
    expect(locs.some((l: string) => l.endsWith(`/products/${lamp.id}`))).toBe(true);
    expect(xml).not.toContain(draft.id);

    const hidden = await createPortal(org);
    expect((await open(`/brand/${hidden.slug}/sitemap.xml`)).status).toBe(404);
    expect((await open(`/brand/no-such-portal-here/sitemap.xml`)).status).toBe(404);
  });
});
