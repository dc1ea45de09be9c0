import { publicRoute } from "@/lib/http/route";
import { AppError } from "@/lib/core/errors";
import { databaseReachable } from "@/lib/health/check-database";

export const dynamic = "force-dynamic";

// GET /api/health – 200 once the database is reachable
export const GET = publicRoute({}, async () => {
  if (!(await databaseReachable())) throw new AppError("INTERNAL", "The database is not reachable.");
  return { status: "ok" };
});
