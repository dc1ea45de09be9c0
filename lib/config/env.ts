import "server-only";
import { parseEnv, type Env } from "./parse-env";

export { ConfigurationError, parseEnv, type Env } from "./parse-env";

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
