// Imported first: lib/config/env.ts reads process.env once, when first loaded,
// and the bench signs its bearer tokens with the server's secret.
import { throwawaySecrets } from "../../secrets/throwaway";
export const TYPED_BULK_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_bench_typed_bulk";

export const TYPED_BULK_ENV = {
  NODE_ENV: "production",
  DATABASE_URL: TYPED_BULK_DATABASE_URL,
  ...throwawaySecrets(),
  // High enough never to answer 429.
  RATE_LIMIT_PER_MINUTE: "100000000",
  // The product.changed events wait in the outbox: background scoring would
  // compete with the calls timed for the same two cores.
  JOB_RUNNER: "off",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
} as const;

Object.assign(process.env, TYPED_BULK_ENV);
