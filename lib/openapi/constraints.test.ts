import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { LANGUAGE_TAG } from "../catalog/locales";
import { NUL_FREE, NUL_FREE_AHEAD } from "./nul-free";
import { openApiDocument } from "./openapi";

// The rules the service enforces, as the document states them: each is
// looked up where a client meets it and tried with a JSON Schema validator,
// so the description and the service say the same.
type Json = Record<string, unknown>;
type Operation = { requestBody?: { content: Record<string, { schema: Json }> }; parameters: { name: string; schema: Json }[] };
const doc = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

const body = (method: string, path: string): Json => doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema;
const param = (method: string, path: string, name: string): Json => doc.paths[path]![method]!.parameters.find((p) => p.name === name)!.schema;
// The schema at a path of keywords and names inside another.
const at = (schema: Json, ...keys: string[]): Json => keys.reduce((s, key) => s[key] as Json, schema);
const accepts = (schema: Json, value: unknown) => ajv.validate(schema, value);

const ID = "0b6c8a52-5f8e-4f43-9d0e-2f5f6c0b1a11";

describe("the document states what the service enforces", () => {
  it("gives BCP 47 language tags their pattern", () => {
    for (const schema of [at(body("post", "/api/v1/channels"), "properties", "locale"), at(body("patch", "/api/v1/organization/settings"), "properties", "defaultLocale")]) {
      expect(schema.pattern).toBe(NUL_FREE_AHEAD + LANGUAGE_TAG.source.slice(1));
      expect(accepts(schema, "de-CH")).toBe(true);
      expect(accepts(schema, "en_US")).toBe(false);
    }
  });

  it("gives dates the date format and the YYYY-MM-DD pattern", () => {
    for (const name of ["from", "to"]) {
      const schema = param("get", "/api/v1/analytics/export", name);
      expect(schema.format).toBe("date");
      expect(accepts(schema, "2026-02-28")).toBe(true);
      expect(accepts(schema, "2026-2-28")).toBe(false);
      expect(accepts(schema, "2026-02-30")).toBe(false);
    }
  });

  it("gives comma-separated lists of values and ids their pattern", () => {
    const lists: [string, string, string, string, string][] = [
      ["get", "/api/v1/search/products", "status", "draft, active,", "draft active"],
      ["get", "/api/v1/search/products", "qualityBand", "red,green", "blue"],
      ["get", "/api/v1/search/products", "kind", "model,simple", "bundle"],
      ["get", "/api/v1/search/products", "facetBy", "status,attr.colour", "colour"],
      ["get", "/api/v1/search/products", "ids", `${ID},${ID}`, `${ID},x`],
      ["get", "/api/v1/products", "kind", "variant", ",,"],
      ["get", "/api/v1/products/images", "ids", ID, ""],
    ];
    for (const [method, path, name, good, bad] of lists) {
      const schema = param(method, path, name);
      expect(accepts(schema, good), `${name}=${good}`).toBe(true);
      expect(accepts(schema, bad), `${name}=${bad}`).toBe(false);
    }
  });

  it("asks an attribute map for at least one target", () => {
    const map = at(body("post", "/api/v1/channels"), "properties", "attributeMap");
    expect(map.minProperties).toBe(1);
    expect(accepts(map, {})).toBe(false);
    expect(accepts(map, { title: { from: "name" } })).toBe(true);
    expect(accepts(map, { title: { op: "constant" } })).toBe(false);
    expect(accepts(map, { title: { op: "truncate", from: "name" } })).toBe(false);
  });

  it("turns by quarter turns and resizes by a width or a height", () => {
    const ops = at(body("post", "/api/v1/rendition-presets"), "properties", "ops");
    const rotate = (at(ops, "items", "oneOf") as unknown as Json[]).find((o) => at(o, "properties", "op").const === "rotate")!;
    expect(at(rotate, "properties", "angle").multipleOf).toBe(90);
    expect(accepts(ops, [{ op: "rotate", angle: 45 }])).toBe(false);
    expect(accepts(ops, [{ op: "rotate", angle: -270 }])).toBe(true);
    expect(accepts(ops, [{ op: "resize" }])).toBe(false);
    expect(accepts(ops, [{ op: "resize", height: 10 }])).toBe(true);
  });

  it("keeps control characters out of file names", () => {
    for (const path of ["/api/v1/assets/upload-url", "/api/v1/imports"]) {
      const filename = at(body("post", path), "properties", "filename");
      expect(accepts(filename, "photo.png")).toBe(true);
      expect(accepts(filename, "pho\u0007to.png")).toBe(false);
    }
  });

  it("bans NUL from every string a request carries", () => {
    const bare: string[] = [];
    const walk = (schema: unknown, where: string): void => {
      if (typeof schema !== "object" || schema === null) return;
      const s = schema as Json;
      if (s.type === "string" && !("format" in s || "enum" in s || "const" in s)) {
        const patterns = [s.pattern, ...((s.allOf as Json[] | undefined) ?? []).map((a) => a.pattern)].filter((p): p is string => typeof p === "string");
        if (!patterns.some((p) => p === NUL_FREE || p.startsWith(NUL_FREE_AHEAD))) bare.push(where);
      }
      for (const [key, child] of Object.entries(s)) if (!["if", "then", "else", "not"].includes(key)) walk(child, `${where}/${key}`);
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        walk(op.requestBody, `${method} ${path} body`);
        walk(op.parameters, `${method} ${path} parameters`);
      }
    }
    expect(bare).toEqual([]);
    expect(accepts(body("post", "/api/v1/categories"), { name: "a\u0000b" })).toBe(false);
    expect(accepts(body("post", "/api/v1/products"), { sku: "a\u0000b", name: "n" })).toBe(false);
    expect(accepts(body("post", "/api/v1/products"), { sku: "ab", name: "n" })).toBe(true);
  });

  it("says a product without a parentId needs a name and is no variant", () => {
    const create = body("post", "/api/v1/products");
    expect(accepts(create, { sku: "A" })).toBe(false);
    expect(accepts(create, { sku: "A", name: "Chair" })).toBe(true);
    expect(accepts(create, { sku: "A", name: "Chair", kind: "variant" })).toBe(false);
    expect(accepts(create, { sku: "A", parentId: ID })).toBe(true);
    expect(accepts(create, { sku: "A", parentId: ID, kind: "model" })).toBe(false);
    const update = body("patch", "/api/v1/products/{id}");
    expect(accepts(update, { parentId: ID, kind: "simple" })).toBe(false);
    expect(accepts(update, { kind: "model" })).toBe(true);
  });

  it("says which asset types a media type may be filed as", () => {
    const upload = body("post", "/api/v1/assets/upload-url");
    const file = (mimeType: string, assetType: string) => accepts(upload, { filename: "f", mimeType, assetType });
    expect(file("image/png", "image")).toBe(true);
    expect(file("image/png", "document")).toBe(false);
    expect(file("image/tiff", "image")).toBe(false);
    expect(file("video/mp4", "video")).toBe(true);
    expect(file("application/pdf", "certificate")).toBe(true);
    expect(file("text/plain", "certificate")).toBe(false);
    expect(file("text/plain", "other")).toBe(true);
  });
});
