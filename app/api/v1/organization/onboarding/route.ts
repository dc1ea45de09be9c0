import { preflight, route } from "@/lib/http/route";
import { onboarding } from "@/lib/orgs/onboarding";

// GET /api/v1/organization/onboarding – a supplier's getting-started steps, each ticked from its data
export const GET = route({ summary: "Get the onboarding steps", tag: "Organisation and members", permission: "products:read" }, ({ principal }) => onboarding(principal));
export const OPTIONS = preflight;
