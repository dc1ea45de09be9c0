import { preflight, route } from "@/lib/http/route";
import { changesQuery } from "@/lib/changes/schemas";
import { readChanges } from "@/lib/changes/read-changes";

// GET /api/v1/changes – the supplier's product changes in commit order
export const GET = route({ summary: "Read the change feed", tag: "Change feed", permission: "products:read", query: changesQuery }, ({ principal, query }) => readChanges(principal, query));
export const OPTIONS = preflight;
