import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_TAGS } from "../http/api-tags";
import { UNDESCRIBED } from "./document";
import { openApiDocument } from "./openapi";
import { NOT_LISTED, routeFiles } from "./route-files";
import { ROUTE_MODULES } from "./route-modules";

const root = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
type Operation = { summary?: string; tags?: string[]; responses: Record<string, { description?: string }> };
type Doc = { openapi: string; tags: { name: string; description: string }[]; paths: Record<string, Record<string, Operation>>; webhooks: Record<string, Record<string, Operation>> };
const doc = openApiDocument() as Doc;

function operations(section: Record<string, Record<string, Operation>>): [string, Operation][] {
  return Object.entries(section).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${p}`, op]));
}

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

// A generated client and the reference page group operations by tag: each
// operation names one, from the route's own options (route({ summary, tag })).
describe("the document's summaries and tags", () => {
  const listed = doc.tags.map((t) => t.name);

  it("lists every tag once, with a description, in the order of lib/http/api-tags.ts", () => {
    expect(listed).toEqual(API_TAGS.map((t) => t.name));
    expect(new Set(listed).size).toBe(listed.length);
    expect(doc.tags.filter((t) => t.description.trim() === "")).toEqual([]);
  });

  it("gives every operation and every webhook a summary and exactly one listed tag", () => {
    const all = [...operations(doc.paths), ...operations(doc.webhooks)];
    expect(all.length).toBeGreaterThan(120);
    const problems = all.flatMap(([key, op]) => [
      ...(op.summary?.trim() ? [] : [`${key}: no summary`]),
      ...(op.tags?.length === 1 ? [] : [`${key}: ${op.tags?.length ?? 0} tags`]),
      ...(op.tags ?? []).filter((t) => !listed.includes(t)).map((t) => `${key}: tag "${t}" is not in the top-level list`),
    ]);
    expect(problems).toEqual([]);
  });

  it("puts at least one operation under every tag", () => {
    const used = new Set([...operations(doc.paths), ...operations(doc.webhooks)].flatMap(([, op]) => op.tags ?? []));
    expect(listed.filter((t) => !used.has(t))).toEqual([]);
  });
});
