// The configuration both the bench process and the server it launches
// run with. Imported first by api.ts: lib/config/env.ts and lib/db/client.ts
// read process.env once, when first loaded, so it must be in place before.
import { throwawaySecrets } from "../secrets/throwaway";

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench";

export const BENCH_ENV = {
  NODE_ENV: "production",
  DATABASE_URL: BENCH_DATABASE_URL,
  ...throwawaySecrets(),
  // High enough never to refuse, so the limiter is counted but never answers 429.
  RATE_LIMIT_PER_MINUTE: "100000000",
  LOG_LEVEL: "warn",
  JOB_RUNNER: "off",
  NEXT_TELEMETRY_DISABLED: "1",
} as const;

Object.assign(process.env, BENCH_ENV);
