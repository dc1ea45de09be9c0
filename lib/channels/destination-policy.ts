import { isIP } from "node:net";
import { env } from "../config/env";
import { isPublicAddress } from "./ssrf/address-policy";
import { createDestinationClient, DestinationRefused, type DestinationClient, type Resolver } from "./ssrf/destination-client";
import { lookup } from "node:dns/promises";

// ALLOW_PRIVATE_DESTINATIONS=1 lifts the address checks for local use and tests.
export function allowedAddress(): (ip: string) => boolean {
  return env().ALLOW_PRIVATE_DESTINATIONS === "1" ? () => true : isPublicAddress;
}

let client: DestinationClient | undefined;
export function destinationClient(): DestinationClient {
  client ??= createDestinationClient({ allowAddress: allowedAddress(), timeoutMs: env().DELIVERY_TIMEOUT_MS });
  return client;
}

// How long a delivery pass holds its right to POST a record: longer than
// any one request can take (the time-out, plus the connection and the
// writing of its outcome), so a claim lapses only when its pass has died.
export function claimLeaseMs(): number {
  return env().DELIVERY_TIMEOUT_MS + 5_000;
}

const systemResolve: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

// The check at channel create and update: a clear 422 early. Delivery checks
// again at connect time, which is the check that cannot be raced.
export async function destinationProblem(url: string, allow = allowedAddress(), resolve = systemResolve): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  try {
    const addresses = isIP(host) ? [host] : (await resolve(host)).map((a) => a.address);
    const bad = addresses.find((a) => !allow(a));
    if (addresses.length === 0) return `${host} does not resolve.`;
    return bad ? `${host} resolves to ${bad}, which is not a public address.` : null;
  } catch (err) {
    if (err instanceof DestinationRefused) return err.message;
    return `${host} does not resolve.`;
  }
}
