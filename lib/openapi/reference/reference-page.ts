import { anchorOf, escapeHtml, proseHtml } from "./html";
import { REFERENCE_CSS } from "./reference-css";
import { refLink, schemaHtml, type JsonSchema } from "./schema-html";

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Media = { schema?: JsonSchema };
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
};
type SecurityScheme = { type: string; in?: string; name?: string; scheme?: string; description?: string };
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses?: Record<string, Response>; securitySchemes?: Record<string, SecurityScheme> };
};

const METHODS = ["get", "post", "put", "patch", "delete"];
const DOCUMENT_URL = "/api/v1/openapi.json";

function methodBadge(method: string): string {
  return `<span class="method ${method}">${method.toUpperCase()}</span>`;
}

// "an API key or a bearer token", from the operation's alternatives. The
// document's description of an operation that takes none says so.
function credentialHtml(op: Operation, schemes: Record<string, SecurityScheme>): string {
  if (!op.security?.length) return "";
  const names = op.security.flatMap((alternative) => Object.keys(alternative)).map((name) => (schemes[name]?.type === "apiKey" ? `an API key (<code>${escapeHtml(schemes[name].name ?? name)}</code>)` : "a bearer token"));
  return `<p class="credential"><strong>Credential:</strong> ${names.join(" or ")}.</p>`;
}

function parametersHtml(parameters: Parameter[]): string {
  if (!parameters.length) return "";
  const rows = parameters.map((p) => {
    const description = p.description ?? (p.schema?.description as string | undefined);
    return `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <span class="required">required</span>' : ""}</td><td>${escapeHtml(p.in)}</td><td>${p.schema ? schemaHtml({ ...p.schema, description: undefined }) : ""}${description ? proseHtml(description) : ""}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function contentHtml(content: Record<string, Media> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<div class="media"><span class="media-type">${escapeHtml(type)}</span>${media.schema ? schemaHtml(media.schema) : ""}</div>`)
    .join("");
}

function responsesHtml(responses: Record<string, Response>, shared: Record<string, Response>): string {
  const rows = Object.entries(responses).map(([status, given]) => {
    const name = given.$ref?.split("/").pop();
    const response = name ? (shared[name] ?? {}) : given;
    const kind = status.startsWith("2") ? "ok" : "error";
    return `<li><span class="status ${kind}">${escapeHtml(status)}</span>${response.description ? proseHtml(response.description) : ""}${contentHtml(response.content)}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${rows.join("")}</ul>`;
}

function operationHtml(method: string, path: string, op: Operation, doc: OpenApiDocument): string {
  const request = op.requestBody ? `<h4>Request body${op.requestBody.required ? "" : " (optional)"}</h4>${contentHtml(op.requestBody.content)}` : "";
  return `<details class="operation" id="${anchorOf("operation", op.operationId)}"><summary>${methodBadge(method)}<code class="path">${escapeHtml(path)}</code><span class="summary">${escapeHtml(op.summary ?? "")}</span></summary><div class="operation-body">${op.description ? proseHtml(op.description) : ""}${credentialHtml(op, doc.components.securitySchemes ?? {})}${parametersHtml(op.parameters ?? [])}${request}${responsesHtml(op.responses, doc.components.responses ?? {})}</div></details>`;
}

function operationsOf(section: Record<string, Record<string, Operation>>): { method: string; path: string; op: Operation }[] {
  return Object.entries(section).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })));
}

// The groups, in the document's tag order; each closed until clicked, as
// the operations inside it.
function groupsHtml(doc: OpenApiDocument): string {
  const operations = operationsOf(doc.paths);
  return doc.tags
    .map((tag) => {
      const inGroup = operations.filter(({ op }) => op.tags?.[0] === tag.name);
      const count = `${inGroup.length} operation${inGroup.length === 1 ? "" : "s"}`;
      return `<details class="group" id="${anchorOf("tag", tag.name)}"><summary><h3>${escapeHtml(tag.name)}</h3><span class="count">${count}</span>${tag.description ? `<span class="group-description">${escapeHtml(tag.description)}</span>` : ""}</summary>${inGroup.map(({ method, path, op }) => operationHtml(method, path, op, doc)).join("")}</details>`;
    })
    .join("");
}

function webhooksHtml(doc: OpenApiDocument): string {
  const events = operationsOf(doc.webhooks ?? {});
  if (!events.length) return "";
  return `<section aria-labelledby="webhooks"><h2 id="webhooks">Webhooks</h2><p>What the service sends to a subscribed endpoint, one request per event.</p>${events.map(({ method, path, op }) => operationHtml(method, path, op, doc)).join("")}</section>`;
}

function schemasHtml(doc: OpenApiDocument): string {
  // Closed until clicked. A link's target is inside the closed part, so
  // following it opens the entry (browsers open the details a fragment
  // points into, but not one it names).
  const entries = Object.entries(doc.components.schemas).map(([name, schema]) => `<details class="component"><summary><h3><code>${escapeHtml(name)}</code></h3></summary><div class="entry" id="${anchorOf("schema", name)}">${schemaHtml(schema)}</div></details>`);
  return `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2><p>The bodies the operations read and answer, named where they are used (${refLink("#/components/schemas/Error")} is every error's).</p>${entries.join("")}</section>`;
}

function credentialsHtml(doc: OpenApiDocument): string {
  const schemes = Object.entries(doc.components.securitySchemes ?? {}).map(([name, s]) => `<li><strong>${s.type === "apiKey" ? `API key, header <code>${escapeHtml(s.name ?? name)}</code>` : `Bearer token (<code>Authorization: Bearer …</code>)`}</strong>${s.description ? `: ${escapeHtml(s.description)}` : ""}</li>`);
  return `<section aria-labelledby="credentials"><h2 id="credentials">Credentials</h2><ul>${schemes.join("")}</ul></section>`;
}

// The API reference for people, as one HTML page with no script: every
// group, operation, event and schema of the document, the groups and
// operations closed until clicked.
export function referencePage(doc: OpenApiDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>API reference · ${escapeHtml(doc.info.title)}</title>
<link rel="icon" href="data:," />
<style>${REFERENCE_CSS}</style>
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)} <span class="version">API v${escapeHtml(doc.info.version)}</span></h1>
${doc.info.description ? proseHtml(doc.info.description) : ""}
<p>Request strings never hold NUL (U+0000). The <a href="${DOCUMENT_URL}">OpenAPI 3.1 document</a> describes the same operations for client generators and API tools.</p>
</header>
<main>
${credentialsHtml(doc)}
<section aria-labelledby="operations"><h2 id="operations">Operations</h2>${groupsHtml(doc)}</section>
${webhooksHtml(doc)}
${schemasHtml(doc)}
</main>
</body>
</html>
`;
}
