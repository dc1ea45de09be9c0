import { env } from "../../config/env";

// How long a delivery pass holds its right to POST a record: longer than
// any one request can take (the time-out, plus the connection and the
// writing of its outcome), so a claim lapses only when its pass has died.
export function claimLeaseMs(): number {
  return env().DELIVERY_TIMEOUT_MS + 5_000;
}
