import { z } from "zod";
import { STATUS_OF, type ErrorCode } from "../core/errors";
import { pageOf } from "../core/pagination";
import { API_TAGS } from "../http/api-tags";
import type { DescribedHandler, RouteDescription } from "../http/route";
import { banNul } from "./nul-free";
import { COMPONENTS, noContent, SUCCESS, type ComponentName, type Success } from "./responses";
import { EVENT_COMPONENTS, webhooksSection } from "./webhooks";

type Json = Record<string, unknown>;
export type RouteModule = { path: string; module: Record<string, unknown> };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// The API's error body (docs/api.md, "Conventions"): one component every error response uses.
const errorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(STATUS_OF) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

const ERROR_STATUSES: Record<number, string> = {
  400: "BAD_REQUEST: the body is not valid JSON, or the cursor is malformed, tampered or foreign.",
  401: "UNAUTHENTICATED: missing, unknown, expired, revoked or malformed credential.",
  403: "FORBIDDEN (scope or role), SANDBOX_READONLY (a sandbox key mutating) or PLAN_LIMIT_REACHED.",
  404: "NOT_FOUND: missing, or another tenant's (never 403 for another tenant's record).",
  409: "CONFLICT (unique clash) or INVALID_STATE (the record's state does not allow this).",
  413: "PAYLOAD_TOO_LARGE: request body over 1 MiB.",
  422: "VALIDATION_FAILED: field errors in `details`.",
  429: "RATE_LIMITED: over the rate limit; wait `Retry-After` seconds.",
  500: "INTERNAL: quote the request id to support.",
  503: "INTERNAL with `Retry-After`: a service this operation needs (the payment provider) cannot be reached; the message says which. Try again later.",
};

// Statuses some operations give beyond what their declaration implies
// (public operations check credentials or records of their own).
const EXTRA_ERRORS: Record<string, number[]> = {
  "POST /api/v1/auth/login": [401],
  "POST /api/v1/auth/refresh": [401],
  "POST /api/v1/public/signup": [409],
  // A new seat past the plan's ceiling is 403 PLAN_LIMIT_REACHED.
  "POST /api/v1/public/accept-invitation": [403, 404, 409],
  // Reads that refuse a record's state: a cursor older than the feed's
  // retention (docs/api.md, "Change feed"), a feed link of a channel that is not a
  // feed, an invoice without its document yet.
  "GET /api/v1/changes": [409],
  "GET /api/v1/channels/{id}/feed": [409],
  "GET /api/v1/billing/invoices/{id}/document": [409],
  // The payment provider unreachable.
  "POST /api/v1/billing/checkout-session": [503],
  "POST /api/v1/billing/portal-session": [503],
};

// zod 4's JSON Schema output. Requests are described by what the client
// sends (io: "input"); a transform or preprocess step has no JSON Schema, so
// it is described as accepting anything ("any") and the schema it feeds
// says the rest.
const REQUEST = { target: "draft-2020-12", io: "input", unrepresentable: "any" } as const;
const RESPONSE = { target: "draft-2020-12", io: "output", unrepresentable: "any" } as const;

// The registry names each component by $id; the document names it by its key.
function withoutId(schema: Json): Json {
  const rest = { ...schema };
  delete rest.$id;
  return rest;
}

function withoutDialect(schema: Json): Json {
  const rest = { ...schema };
  delete rest.$schema;
  return rest;
}

// z.preprocess(fn, schema) is a pipe from a transform; its fields are the
// ones of the schema it feeds.
function fieldsOf(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  if (def.type === "pipe" && def.in?._zod.def.type === "transform" && def.out) return fieldsOf(def.out);
  return schema;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query"): Json[] {
  if (!schema) return [];
  const json = banNul(z.toJSONSchema(fieldsOf(schema), REQUEST)) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function errorStatuses(key: string, method: string, d: RouteDescription, queryNames: string[]): number[] {
  const out = new Set<number>(EXTRA_ERRORS[key] ?? []);
  if (!d.isPublic) [401, 403, 404, 429].forEach((s) => out.add(s));
  if (!d.isPublic && MUTATING.has(method)) out.add(409);
  if (d.rateLimit === "client") out.add(429);
  if (d.params) out.add(404);
  if (d.body) [400, 413, 422].forEach((s) => out.add(s));
  if (d.query) out.add(422);
  if (queryNames.includes("cursor")) out.add(400);
  out.add(500);
  return [...out].sort();
}

function successResponse(success: Success, fallbackStatus: number): [string, Json] {
  const status = String(success.status ?? fallbackStatus);
  const headers = { "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" } };
  const body = success.body;
  if ("none" in body) return [status, { description: "No content.", headers }];
  if ("file" in body) {
    const content = Object.fromEntries(body.file.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
    return [status, { description: "A file (Content-Disposition names it).", headers, content }];
  }
  let schema: Json;
  let description: string;
  if ("component" in body) {
    schema = componentRef(body.component);
    description = body.component;
  } else if ("pageOf" in body) {
    schema = componentRef(pageName(body.pageOf));
    description = `A page of ${body.pageOf}`;
  } else {
    schema = { type: "object", description: UNDESCRIBED };
    description = UNDESCRIBED;
  }
  return [status, { description, headers, content: { "application/json": { schema } } }];
}

// The success response of an operation missing from SUCCESS (responses.ts).
export const UNDESCRIBED = "Response not described.";

function operationId(method: string, path: string): string {
  const words = path.replace(/^\/api\/v1\//, "").split(/[/.{}-]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function operation(method: string, path: string, d: RouteDescription): Json {
  const key = `${method} ${path}`;
  const query = parameters(d.query, "query");
  const success = SUCCESS[key] ?? (method === "DELETE" ? noContent : { status: d.status, body: { undescribed: true } });
  const responses: Json = Object.fromEntries([successResponse(success, d.status)]);
  for (const status of errorStatuses(key, method, d, query.map((p) => p.name as string))) {
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  const who = d.isPublic
    ? "No credential."
    : [d.permission && `Needs \`${d.permission}\`.`, d.bearerOnly && "A logged-in user's bearer token only, not an API key.", d.tiers && `Tiers: ${d.tiers.join(", ")}.`]
        .filter(Boolean)
        .join(" ") || "Any authenticated caller.";
  return {
    operationId: operationId(method, path),
    summary: d.summary,
    tags: d.tag ? [d.tag] : [],
    description: who,
    security: d.isPublic ? [] : d.bearerOnly ? [{ bearerAuth: [] }] : [{ apiKey: [] }, { bearerAuth: [] }],
    parameters: [...parameters(d.params, "path"), ...query],
    ...(d.body ? { requestBody: { required: true, content: { "application/json": { schema: banNul(withoutDialect(z.toJSONSchema(d.body, REQUEST) as Json)) } } } } : {}),
    responses,
  };
}

function isDescribed(value: unknown): value is DescribedHandler {
  return typeof value === "function" && "description" in value;
}

// A list answers one page of its items; each listed component gets a page
// schema of its own, so a generated client knows the items' type.
const pageName = (component: ComponentName) => `${component}Page`;

function listedComponents(): ComponentName[] {
  return [...new Set(Object.values(SUCCESS).flatMap((s) => ("pageOf" in s.body ? [s.body.pageOf] : [])))];
}

function components(): Json {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries({ ...COMPONENTS, ...EVENT_COMPONENTS })) registry.add(schema, { id });
  for (const name of listedComponents()) registry.add(pageOf(COMPONENTS[name]), { id: pageName(name) });
  registry.add(errorBody, { id: "Error" });
  const { schemas } = z.toJSONSchema(registry, { ...RESPONSE, uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  const errorHeaders = { "X-Request-ID": { $ref: "#/components/headers/X-Request-ID" } };
  const responses = Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        headers: {
          ...errorHeaders,
          ...(status === "401" ? { "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } } : {}),
          ...(status === "429" || status === "503" ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } } : {}),
        },
        content: { "application/json": { schema: componentRef("Error") } },
      },
    ]),
  );
  const header = (description: string, type: "string" | "integer") => ({ description, schema: { type } });
  return {
    schemas: Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, withoutId(withoutDialect(s))])),
    responses,
    headers: {
      "X-Request-ID": header("The request's id (an inbound well-formed X-Request-ID is echoed).", "string"),
      "WWW-Authenticate": header("Bearer", "string"),
      "Retry-After": header("Seconds until the rate limit lets the next request through.", "integer"),
    },
    securitySchemes: {
      apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "pis_live_… or pis_sandbox_… (sandbox keys are read-only)." },
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "An access token from POST /api/v1/auth/login." },
    },
  };
}

export const OPENAPI_PATH = "/api/v1/openapi.json";

// The OpenAPI 3.1 document of every /api/v1 operation, from the options each
// route file passes to route() or publicRoute().
export function buildDocument(routes: RouteModule[]): Json {
  const paths: Record<string, Json> = {};
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const handler = module[method];
      if (isDescribed(handler)) (paths[path] ??= {})[method.toLowerCase()] = operation(method, path, handler.description);
    }
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: "getOpenapi",
      summary: "Get this OpenAPI document",
      tags: ["API description"],
      description: "This document. No credential.",
      security: [],
      responses: {
        "200": { description: "The OpenAPI 3.1 description of every /api/v1 operation.", content: { "application/json": { schema: { type: "object" } } } },
        "500": { $ref: "#/components/responses/Error500" },
      },
    },
  };
  return {
    openapi: "3.1.1",
    info: {
      title: "Product information service",
      version: "1",
      description:
        "Every /api/v1 operation, and under `webhooks` every event the service POSTs to a subscribed endpoint. Errors always have the body of the `Error` schema; lists are cursor-paginated (each `<Item>Page`: follow `nextCursor` until it is null).",
    },
    servers: [{ url: "/" }],
    tags: API_TAGS.map((tag) => ({ ...tag })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks: webhooksSection(),
    components: components(),
  };
}
