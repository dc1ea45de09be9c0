-- Rate-limit counters shared by every instance (lib/http/rate-limit-store.ts):
-- one row per key and one-minute window. UNLOGGED: a counter lost in a
-- crash only forgives part of a minute, and unlogged writes skip the WAL.
-- Not in schema.prisma: only raw SQL touches it.
CREATE UNLOGGED TABLE "rate_limit_windows" (
    "key" TEXT NOT NULL,
    "window" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,
    CONSTRAINT "rate_limit_windows_pkey" PRIMARY KEY ("key", "window")
);
