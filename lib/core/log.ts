import pino from "pino";
import { env } from "../config/env";

// Structured JSON logs; request-scoped lines carry requestId.
export const log = pino({ level: env().LOG_LEVEL, base: undefined });
