// Imported first: lib/config/env.ts and lib/db/client.ts read process.env once.
import { throwawaySecrets } from "../secrets/throwaway";

export const SOAK_DATABASE_URL = process.env.SOAK_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis_soak";
export const SOAK_SECRET = throwawaySecrets().AUTH_SECRET;

Object.assign(process.env, { DATABASE_URL: SOAK_DATABASE_URL, AUTH_SECRET: SOAK_SECRET, LOG_LEVEL: "silent", ALLOW_PRIVATE_DESTINATIONS: "1" });
