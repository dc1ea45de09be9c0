import { preflight, publicRoute } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi/openapi";

// GET /api/v1/openapi.json – the OpenAPI 3.1 description of every /api/v1 operation (no credential)
export const GET = publicRoute({ summary: "Get this OpenAPI document", tag: "API description" }, async () => openApiDocument());
export const OPTIONS = preflight;
