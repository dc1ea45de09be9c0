import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { UNDESCRIBED } from "./document";
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

  // A new operation needs its success body in lib/openapi/responses.ts
  // (SUCCESS), from the zod schema its serializer's type is inferred from.
  it("describes the success response of every operation", () => {
    const undescribed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.values(op.responses).some((r) => r.description === UNDESCRIBED))
        .map(([method]) => `${method.toUpperCase()} ${p}`),
    );
    expect(undescribed).toEqual([]);
  });
});
