import { randomUUID } from "node:crypto";

const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

// An inbound id is echoed only when it cannot smuggle anything into logs or headers.
export function requestIdFrom(inbound: string | null): string {
  return inbound && WELL_FORMED.test(inbound) ? inbound : randomUUID();
}
