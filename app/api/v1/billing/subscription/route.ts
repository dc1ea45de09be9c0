import { preflight, route } from "@/lib/http/route";
import { getSubscriptionView } from "@/lib/billing/subscription-view";

// GET /api/v1/billing/subscription – current subscription, plans for sale, portal and self-serve flags
export const GET = route({ summary: "Get the subscription and plans", tag: "Billing", permission: "billing:read" }, ({ principal }) => getSubscriptionView(principal));
export const OPTIONS = preflight;
