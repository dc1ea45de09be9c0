import { publicRoute } from "@/lib/http/route";

// Exists only in a benchmark build (BENCH_ROUTES=1, next.config.ts) for
// `npm run bench:api`: the route wrapper's own cost (request id, headers,
// error mapping) without authentication or database.
export const dynamic = "force-dynamic";

export const GET = publicRoute({}, async () => ({ ok: true }));
