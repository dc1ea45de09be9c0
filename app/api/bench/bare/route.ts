// Exists only for `npm run bench:api`: the cost of Next itself plus proxy.ts,
// with no wrapper and no database. Hidden (404) unless BENCH_ROUTES=1.
export const dynamic = "force-dynamic";

export function GET(): Response {
  if (process.env.BENCH_ROUTES !== "1") return new Response(null, { status: 404 });
  return Response.json({ ok: true });
}
