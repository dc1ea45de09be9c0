import { preflight, publicRoute } from "@/lib/http/route";
import { signupBody } from "@/lib/auth/schemas";
import { signup } from "@/lib/auth/signup";

// POST /api/v1/public/signup – provision an organisation on the Free tier
export const POST = publicRoute({ summary: "Sign up a new organisation", tag: "Authentication", body: signupBody, status: 201, rateLimit: "client" }, ({ body, requestId }) =>
  signup(body, requestId),
);
export const OPTIONS = preflight;
