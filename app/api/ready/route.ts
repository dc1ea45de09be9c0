import { readiness } from "@/lib/health/readiness";
import { requestIdFrom } from "@/lib/http/request-id";

export const dynamic = "force-dynamic";

// GET /api/ready – for load balancers: 200 when this instance should get
// traffic, 503 while a dependency is down or the instance is draining.
export async function GET(req: Request): Promise<Response> {
  const { ready, body } = await readiness();
  return Response.json(body, {
    status: ready ? 200 : 503,
    headers: { "X-Request-ID": requestIdFrom(req.headers.get("x-request-id")), "Cache-Control": "no-store" },
  });
}
