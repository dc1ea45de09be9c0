import { readFileSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";
import { NOT_LISTED, routeFiles } from "./route-files";
import { ROUTE_MODULES } from "./route-modules";

const root = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
type Operation = { responses: Record<string, { description?: string }> };
const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route file under app/api/v1 (npm run openapi:routes writes the list)", () => {
    const files = routeFiles(path.join(root, "app/api/v1")).filter((f) => !NOT_LISTED.some((name) => f.file.split(path.sep).includes(name)));
    expect(ROUTE_MODULES.map((r) => r.path).sort()).toEqual(files.map((f) => f.path).sort());
  });

  it("describes every method every route file exports", async () => {
    const missing: string[] = [];
    for (const file of routeFiles(path.join(root, "app/api/v1"))) {
      if (file.file.split(path.sep).includes("[...path]")) continue;
      const exported = (await import(path.join(root, "app/api/v1", file.file))) as Record<string, unknown>;
      for (const method of METHODS.filter((m) => m in exported)) {
        if (!doc.paths[file.path]?.[method.toLowerCase()]) missing.push(`${method} ${file.path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names every operation whose response is not described yet, and docs/api.md lists them", () => {
    const undescribed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.values(op.responses).some((r) => r.description === "Response not described yet."))
        .map(([method]) => `${method.toUpperCase()} ${p}`),
    );
    console.info(`responses not described yet (${undescribed.length}):\n  ${undescribed.join("\n  ")}`);
    const apiDoc = readFileSync(path.join(root, "docs/api.md"), "utf8");
    const listed = apiDoc.split("<!-- undescribed:start -->")[1]?.split("<!-- undescribed:end -->")[0] ?? "";
    const inDocs = [...listed.matchAll(/`([A-Z]+ \/api\/v1\/[^`]+)`/g)].map((m) => m[1]);
    expect(inDocs.sort()).toEqual(undescribed.sort());
  });
});
