import { preflight, route } from "@/lib/http/route";
import { restoreBody, versionParams } from "@/lib/history/schemas";
import { restoreVersion } from "@/lib/history/restore";

// POST /api/v1/products/{id}/history/{versionId}/restore – back to a version (dryRun: only say what)
export const POST = route(
  { summary: "Restore a product's version", tag: "History", permission: "products:write", params: versionParams, body: restoreBody },
  ({ principal, params, body }) => restoreVersion(principal, params.id, params.versionId, body.dryRun === true),
);
export const OPTIONS = preflight;
