import { publicRoute } from "@/lib/http/route";
import { AppError } from "@/lib/core/errors";

// Exists only for `npm run bench:api`: the route wrapper's own cost (request
// id, headers, error mapping) without authentication or database. Hidden
// (404) unless BENCH_ROUTES=1.
export const dynamic = "force-dynamic";

export const GET = publicRoute({}, async () => {
  if (process.env.BENCH_ROUTES !== "1") throw new AppError("NOT_FOUND", "No such endpoint.");
  return { ok: true };
});
