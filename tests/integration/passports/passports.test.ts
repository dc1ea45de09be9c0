import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import jsQR from "jsqr";
import { baseUrl, call, errorOf } from "../../support/http";
import { clientAddressHeader, createOrg, type TestOrg } from "../../support/fixtures";
import { db } from "../../../lib/db/client";
import { gtinCheckDigit } from "../../../lib/gs1/gtin";
import { pdfText } from "../../support/pdf";

// A GTIN of its own for each test: a GTIN's passports belong to the first
// organisation that publishes one, and the database is shared by the files.
let next = Math.floor(Math.random() * 1e8);
function freshGtin(): { ean: string; gtin14: string } {
  const body = `40${String(next++ % 1e10).padStart(10, "0")}`;
  const ean = body + gtinCheckDigit(body);
  return { ean, gtin14: `0${ean}` };
}

async function batterySupplier(ean: string): Promise<{ org: TestOrg; productId: string }> {
  const org = await createOrg("supplier");
  await call("PATCH", "/api/v1/organization/settings", { token: org.token, body: { enabledLocales: ["en", "de-DE"] } });
  for (const code of ["manufacturer", "battery_category", "chemistry", "rated_capacity", "detailed_composition", "test_reports"]) {
    expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code, type: "text", localizable: true } })).status).toBe(201);
  }
  expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "weight", type: "metric", unit: "weight" } })).status).toBe(201);
  expect((await call("POST", "/api/v1/attributes", { token: org.token, body: { code: "ean", type: "gtin" } })).status).toBe(201);
  const product = await call("POST", "/api/v1/products", {
    token: org.token,
    body: {
      sku: "BAT-48V",
      name: "E-bike battery 48 V",
      status: "active",
      attributes: { ean, manufacturer: "Volta GmbH", battery_category: "LMT", chemistry: "Li-ion NMC", rated_capacity: "14 Ah", weight: { amount: 3.1, unit: "kg" }, detailed_composition: "SECRET-CATHODE-MIX", test_reports: "SECRET-REPORT-7" },
      localized: { "de-DE": { name: "E-Bike-Akku 48 V", attributes: { chemistry: "Lithium-Ionen NMC" } } },
    },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  return { org, productId: product.body.id };
}

const open = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { ...clientAddressHeader(), ...headers } });

describe("product passports", () => {
  it("list the built-in templates and the organisation's own", async () => {
    const org = await createOrg("supplier");
    const created = await call("POST", "/api/v1/passport-templates", {
      token: org.token,
      body: { code: "textile", name: "Textile passport", sections: [{ title: "Fibres", fields: [{ key: "fibres", label: "Fibre composition", source: "attributes.fibres", required: true }, { key: "origin", label: "Origin", source: "constant", value: "Portugal" }] }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await call("GET", "/api/v1/passport-templates", { token: org.token });
    expect(list.body.items.map((t: { code: string }) => t.code)).toEqual(["espr-general", "battery", "gpsr", "textile"]);
    const batteryTemplate = list.body.items.find((t: { code: string }) => t.code === "battery");
    const fields = batteryTemplate.sections.flatMap((s: { fields: unknown[] }) => s.fields);
    expect(fields.find((f: { key: string }) => f.key === "detailed_composition")).toMatchObject({ access: "restricted", reference: expect.stringContaining("2023/1542") });
    const other = await createOrg("supplier");
    expect((await call("GET", "/api/v1/passport-templates", { token: other.token })).body.items.map((t: { code: string }) => t.code)).not.toContain("textile");
    expect((await call("POST", "/api/v1/passport-templates", { token: org.token, body: { code: "battery", name: "x", sections: [{ title: "x", fields: [{ key: "a", label: "a", source: "name" }] }] } })).status).toBe(409);
  });

  it("publish immutable, checksummed versions, refuse one with empty required fields or no GTIN, and keep them to their organisation", async () => {
    const { ean: EAN, gtin14: GTIN14 } = freshGtin();
    const { org, productId } = await batterySupplier(EAN);
    const empty = await call("POST", "/api/v1/products", { token: org.token, body: { sku: "BARE", name: "Bare", status: "active" } });
    const refused = await call("POST", `/api/v1/products/${empty.body.id}/passports`, { token: org.token, body: { templateCode: "battery" } });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).error.details!.map((d) => d.path).sort()).toEqual(["fields.battery_category", "fields.chemistry", "fields.manufacturer_name", "fields.rated_capacity", "fields.weight", "gtin"]);

    const first = await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ productId, templateCode: "battery", version: 1, gtin: GTIN14, status: "active", checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(first.body.url).toMatch(new RegExp(`/01/${GTIN14}$`));
    await call("PATCH", `/api/v1/products/${productId}`, { token: org.token, body: { attributes: { rated_capacity: "15 Ah" } } });
    const second = await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } });
    expect(second.body.version).toBe(2);
    expect(second.body.checksum).not.toBe(first.body.checksum);
    const list = await call("GET", `/api/v1/products/${productId}/passports`, { token: org.token });
    expect(list.body.items.map((p: { version: number }) => p.version)).toEqual([2, 1]);
    const capacity = (p: { content: { sections: { fields: { key: string; values: Record<string, string> }[] }[] } }) => p.content.sections.flatMap((s) => s.fields).find((f) => f.key === "rated_capacity")!.values.en;
    expect(capacity(list.body.items[1])).toBe("14 Ah");

    await expect(db.passport.update({ where: { id: first.body.id }, data: { checksum: "0".repeat(64) } })).rejects.toThrow(/never changes/);

    const other = await createOrg("supplier");
    expect((await call("GET", `/api/v1/products/${productId}/passports`, { token: other.token })).status).toBe(404);
    expect((await call("POST", `/api/v1/products/${productId}/passports`, { token: other.token, body: { templateCode: "battery" } })).status).toBe(404);
    for (const path of ["withdraw", "units", "access-links"]) {
      const body = path === "units" ? { units: [{ serial: "X1" }] } : path === "access-links" ? { expiresInSeconds: 600 } : {};
      expect((await call("POST", `/api/v1/passports/${first.body.id}/${path}`, { token: other.token, body })).status, path).toBe(404);
    }
    expect((await call("GET", `/api/v1/passports/${first.body.id}/qr.svg`, { token: other.token })).status).toBe(404);
    // Another organisation cannot take over the GTIN's carriers.
    expect((await call("POST", "/api/v1/attributes", { token: other.token, body: { code: "ean", type: "gtin" } })).status).toBe(201);
    const copy = await call("POST", "/api/v1/products", { token: other.token, body: { sku: "COPY", name: "Copy", status: "active", attributes: { ean: GTIN14 } } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    await call("POST", "/api/v1/passport-templates", { token: other.token, body: { code: "plain", name: "Plain", sections: [{ title: "Product", fields: [{ key: "name", label: "Name", source: "name" }] }] } });
    const takeover = await call("POST", `/api/v1/products/${copy.body.id}/passports`, { token: other.token, body: { templateCode: "plain" } });
    expect(takeover.status).toBe(409);
    expect(errorOf(takeover).error.code).toBe("CONFLICT");
  });

  it("resolve GS1 Digital Links: EAN-13 and its 14-digit form alike, HTML, JSON-LD and linkset with public fields only, 303 for an unknown serial, 404 and 410", async () => {
    const { ean: EAN, gtin14: GTIN14 } = freshGtin();
    const { org, productId } = await batterySupplier(EAN);
    const passport = (await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } })).body;
    const units = await call("POST", `/api/v1/passports/${passport.id}/units`, { token: org.token, body: { units: [{ serial: "SN-0001", lot: "L7" }, { serial: "SN-0002" }, { serial: "SN-0001" }] } });
    expect(units.body).toMatchObject({ created: 2, conflicts: 1 });
    expect(units.body.results.map((r: { status: number }) => r.status)).toEqual([201, 201, 409]);
    expect((await call("POST", `/api/v1/passports/${passport.id}/units`, { token: org.token, body: { units: [{ serial: "SN-0002" }] } })).body.results[0].status).toBe(409);

    for (const gtin of [EAN, GTIN14]) {
      const page = await open(`/01/${gtin}`, { accept: "text/html" });
      expect(page.status, gtin).toBe(200);
      const html = await page.text();
      expect(html).toContain("E-bike battery 48 V");
      expect(html).toContain("Li-ion NMC");
      expect(html).not.toContain("SECRET");
    }
    const german = await (await open(`/01/${GTIN14}`, { "accept-language": "de-DE,de;q=0.9" })).text();
    expect(german).toContain("E-Bike-Akku 48 V");
    expect(german).toContain("Lithium-Ionen NMC");

    const ld = await open(`/01/${GTIN14}/21/SN-0001`, { accept: "application/ld+json" });
    expect(ld.headers.get("content-type")).toBe("application/ld+json");
    const product = await ld.json();
    expect(product).toMatchObject({ "@context": "https://schema.org", "@type": "Product", gtin14: GTIN14, serialNumber: "SN-0001", name: "E-bike battery 48 V" });
    expect(JSON.stringify(product)).not.toContain("SECRET");
    const linkset = await open(`/01/${GTIN14}?linkType=all`);
    expect(linkset.headers.get("content-type")).toBe("application/linkset+json");
    const links = await linkset.json();
    expect(links.linkset[0].anchor).toMatch(new RegExp(`/01/${GTIN14}$`));
    expect(links.linkset[0]["https://gs1.org/voc/pip"][0].type).toBe("text/html");
    expect(JSON.stringify(links)).not.toContain("SECRET");

    expect((await open(`/01/${GTIN14}/10/L7/21/SN-0001`)).status).toBe(200);
    const unknownSerial = await open(`/01/${GTIN14}/21/NOPE`);
    expect(unknownSerial.status).toBe(303);
    expect(unknownSerial.headers.get("location")).toBe(`/01/${GTIN14}`);
    expect((await open("/01/96385074")).status).toBe(404);
    expect((await open("/01/4006381333932")).status).toBe(404);

    expect((await call("POST", `/api/v1/passports/${passport.id}/withdraw`, { token: org.token, body: {} })).body.status).toBe("withdrawn");
    const gone = await open(`/01/${GTIN14}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).not.toContain("battery");
    // A new version answers again.
    expect((await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } })).status).toBe(201);
    expect((await open(`/01/${GTIN14}`)).status).toBe(200);
  });

  it("show restricted fields through a signed link until it expires", async () => {
    const { ean: EAN, gtin14: GTIN14 } = freshGtin();
    const { org, productId } = await batterySupplier(EAN);
    const passport = (await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } })).body;
    const link = await call("POST", `/api/v1/passports/${passport.id}/access-links`, { token: org.token, body: { expiresInSeconds: 600 } });
    expect(link.status).toBe(201);
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.now());
    const path = new URL(link.body.url).pathname + new URL(link.body.url).search;
    const page = await open(path);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("SECRET-CATHODE-MIX");
    expect(html).toContain("SECRET-REPORT-7");
    expect(JSON.stringify(await (await open(path, { accept: "application/ld+json" })).json())).toContain("SECRET-CATHODE-MIX");
    const forged = path.replace(/access=[^&]+/, (m) => m.slice(0, -2) + "xx");
    expect(await (await open(forged)).text()).not.toContain("SECRET");
    expect((await call("POST", `/api/v1/passports/${passport.id}/access-links`, { token: org.token, body: { expiresInSeconds: 604_801 } })).status).toBe(422);
    const { accessToken } = await import("../../../lib/passports/manage");
    const { TEST_ENV } = await import("../../setup/test-env");
    const expired = accessToken(passport.id, Date.now() - 1000, TEST_ENV.AUTH_SECRET);
    expect(await (await open(`/01/${GTIN14}?access=${expired}`)).text()).not.toContain("SECRET");
  });

  it("draw QR codes of the Digital Link URI that decode back to it", async () => {
    const { ean: EAN } = freshGtin();
    const { org, productId } = await batterySupplier(EAN);
    const passport = (await call("POST", `/api/v1/products/${productId}/passports`, { token: org.token, body: { templateCode: "battery" } })).body;
    const get = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${org.token}`, ...clientAddressHeader() } });
    const svg = await get(`/api/v1/passports/${passport.id}/qr.svg`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg/);
    for (const [query, expected] of [["?size=400", passport.url], ["?serial=SN-0001", `${passport.url}/21/SN-0001`]] as const) {
      const png = await get(`/api/v1/passports/${passport.id}/qr.png${query}`);
      expect(png.headers.get("content-type")).toBe("image/png");
      const image = PNG.sync.read(Buffer.from(await png.arrayBuffer()));
      if (query === "?size=400") expect(image.width).toBe(400);
      const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(decoded?.data).toBe(expected);
    }
    // The product sheet carries the active passport's QR code, and stops once it is withdrawn.
    const sheetText = async () => (await pdfText(new Uint8Array(await (await get(`/api/v1/products/${productId}/sheet.pdf`)).arrayBuffer()))).text;
    expect(await sheetText()).toContain("Product passport");
    await call("POST", `/api/v1/passports/${passport.id}/withdraw`, { token: org.token, body: {} });
    expect(await sheetText()).not.toContain("Product passport");
  });
});
