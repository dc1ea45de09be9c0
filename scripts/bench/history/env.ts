// Imported first: lib/config/env.ts reads process.env once, when first loaded,
// and the bench signs its bearer tokens with the server's secret.
import { throwawaySecrets } from "../../secrets/throwaway";
export const HISTORY_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_history";

export const HISTORY_ENV = {
  NODE_ENV: "production",
  DATABASE_URL: HISTORY_DATABASE_URL,
  ...throwawaySecrets(),
  RATE_LIMIT_PER_MINUTE: "100000000",
  // Background scoring would compete with the timed calls for the two cores.
  JOB_RUNNER: "off",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
} as const;

Object.assign(process.env, HISTORY_ENV);
