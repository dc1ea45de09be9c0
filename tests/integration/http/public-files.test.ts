import { describe, expect, it } from "vitest";
import { baseUrl } from "../../support/http";

// What the web app serves from public/, without a credential.
describe("public files", () => {
  it("serves the favicon, robots.txt and the brand portals' placeholder image", async () => {
    const icon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(icon.status).toBe(200);
    const bytes = Buffer.from(await icon.arrayBuffer());
    // An ICO header: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    const rules = await robots.text();
    for (const line of ["Allow: /brand/", "Disallow: /producer/", "Disallow: /buyer/", "Disallow: /api/"]) expect(rules).toContain(line);

    const placeholder = await fetch(`${baseUrl()}/images/product-placeholder.svg`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get("content-type")).toContain("image/svg+xml");
    expect(await placeholder.text()).toMatch(/^<svg /);
  });
});
