import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

// Every response an integration test receives is checked against the OpenAPI
// document the server publishes (status and body), so a route whose answer
// drifts from its description fails the test that saw it.
type Json = Record<string, unknown>;
type Response = { $ref?: string; content?: Record<string, { schema?: Json }> };
type Operation = { responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: Json };
type Template = { path: string; pattern: RegExp; params: number };

const documents = new Map<string, Promise<{ doc: Document; templates: Template[] }>>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

function load(server: string) {
  let loaded = documents.get(server);
  if (!loaded) {
    loaded = fetch(`${server}/api/v1/openapi.json`).then(async (res) => {
      if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
      const doc = (await res.json()) as Document;
      const templates = Object.keys(doc.paths)
        .map((path) => ({
          path,
          pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`),
          params: (path.match(/\{/g) ?? []).length,
        }))
        // A static segment wins over a parameter, as in Next's routing.
        .sort((a, b) => a.params - b.params);
      return { doc, templates };
    });
    documents.set(server, loaded);
  }
  return loaded;
}

function resolveResponse(doc: Document, response: Response): Response {
  if (!response.$ref) return response;
  const name = response.$ref.replace("#/components/responses/", "");
  return (doc.components.responses as Record<string, Response>)[name]!;
}

// Throws, naming the operation, when the response is not one the document
// describes. Paths no operation claims (the catch-all's 404, a trailing
// slash) and methods no route exports (405) are the front server's, not an
// operation's, so they are not checked here.
export async function checkConformance(server: string, method: string, url: string, status: number, body: unknown, contentType: string) {
  const path = new URL(url, server).pathname;
  if (!path.startsWith("/api/v1/")) return;
  const { doc, templates } = await load(server);
  const template = templates.find((t) => t.pattern.test(path));
  const operation = template && doc.paths[template.path]![method.toLowerCase()];
  if (!template || !operation) return;
  const name = `${method} ${template.path}`;
  const listed = operation.responses[String(status)];
  if (!listed) {
    throw new Error(`OpenAPI conformance: ${name} answered ${status}, which its description does not list (it lists ${Object.keys(operation.responses).join(", ")}).`);
  }
  const schema = resolveResponse(doc, listed).content?.["application/json"]?.schema;
  if (!schema || !contentType.includes("json")) return;
  const key = `${server} ${name} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
    throw new Error(`OpenAPI conformance: ${name} answered ${status} with a body its description does not allow:\n  ${problems.join("\n  ")}`);
  }
}
