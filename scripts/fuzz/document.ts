// The parts of the OpenAPI document the fuzzer reads: each operation's
// parameters, request body, security and documented responses.
export type Json = Record<string, unknown>;
export type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: Json };
export type MediaTypes = Record<string, { schema?: Json }>;
export type DocumentedResponse = { description?: string; content?: MediaTypes; $ref?: string };
export type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Json;
  // "none" for a public operation; "bearer" when an API key is refused.
  auth: "none" | "bearer" | "any";
  responses: Record<string, DocumentedResponse>;
};
export type ApiDocument = { paths: Record<string, Record<string, Json>>; components: Json };

export async function loadDocument(baseUrl: string): Promise<ApiDocument> {
  const res = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
  return (await res.json()) as ApiDocument;
}

function authOf(security: unknown): Operation["auth"] {
  const schemes = ((security as Json[] | undefined) ?? []).flatMap((s) => Object.keys(s));
  if (schemes.length === 0) return "none";
  return schemes.includes("apiKey") ? "any" : "bearer";
}

export function operationsOf(doc: ApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const requestBody = op.requestBody as { content: MediaTypes } | undefined;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: requestBody?.content["application/json"]?.schema,
        auth: authOf(op.security),
        responses: op.responses as Record<string, DocumentedResponse>,
      };
    }),
  );
}

// The documented response for a status (exact, then 2XX-style, then
// default), with a $ref to components.responses followed.
export function documentedResponse(doc: ApiDocument, op: Operation, status: number): DocumentedResponse | undefined {
  const listed = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  if (!listed?.$ref) return listed;
  const name = listed.$ref.replace("#/components/responses/", "");
  return (doc.components.responses as Record<string, DocumentedResponse>)[name];
}
