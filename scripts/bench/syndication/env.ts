// Imported first: lib/config/env.ts and lib/db/client.ts read process.env once.
export const SYNDICATION_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_syndication";

Object.assign(process.env, {
  DATABASE_URL: SYNDICATION_DATABASE_URL,
  ALLOW_PRIVATE_DESTINATIONS: "1",
  LOG_LEVEL: "silent",
  JOB_RUNNER: "off",
});
