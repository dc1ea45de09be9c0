// Exists only in a benchmark build (BENCH_ROUTES=1, next.config.ts) for
// `npm run bench:api`: the cost of Next itself plus proxy.ts, with no wrapper
// and no database.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ ok: true });
}
