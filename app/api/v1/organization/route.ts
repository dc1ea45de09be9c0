import { preflight, route } from "@/lib/http/route";
import { getOrganization } from "@/lib/orgs/get-organization";

// GET /api/v1/organization – the caller's organisation
export const GET = route({ summary: "Get the caller's organisation", tag: "Organisation and members" }, ({ principal }) => getOrganization(principal));
export const OPTIONS = preflight;
