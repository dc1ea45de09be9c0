import { openApiDocument } from "@/lib/openapi/openapi";
import { referencePage, type OpenApiDocument } from "@/lib/openapi/reference/reference-page";

// GET /docs/api – the API reference for people: the OpenAPI document as one
// server-rendered HTML page with no script (lib/openapi/reference), built
// once per process, so it shows as soon as it arrives and works offline.
let page: string | undefined;

export function GET(): Response {
  page ??= referencePage(openApiDocument() as OpenApiDocument);
  return new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}
