import { buildDocument } from "./document";
import { ROUTE_MODULES } from "./route-modules";

let built: Record<string, unknown> | undefined;

// Built once per process, on first use: the route modules do not change
// while it runs.
export function openApiDocument(): Record<string, unknown> {
  built ??= buildDocument(ROUTE_MODULES);
  return built;
}
