import { preflight, unknownRoute } from "@/lib/http/route";

// Any path under /api/v1 that no route file claims.
export const GET = unknownRoute;
export const POST = unknownRoute;
export const PUT = unknownRoute;
export const PATCH = unknownRoute;
export const DELETE = unknownRoute;
export const OPTIONS = preflight;
