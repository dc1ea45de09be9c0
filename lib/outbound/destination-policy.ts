import { isIP } from "node:net";
import { validationFailed } from "../core/errors";
import { env } from "../config/env";
import { isPublicAddress } from "./address-policy";
import { createDestinationClient, DestinationRefused, type DestinationClient, type Resolver } from "./destination-client";
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

const systemResolve: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

// The check at channel create and update: a clear 422 early. Delivery checks
// again at connect time, which is the check that cannot be raced.
export async function destinationProblem(url: string, allow = allowedAddress(), resolve = systemResolve): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  try {
    const addresses = isIP(host) ? [host] : (await resolve(host)).map((a) => a.address);
    const bad = addresses.find((a) => !allow(a));
    if (addresses.length === 0) return `${host} does not resolve.`;
    // Never what the name resolved to: that would read internal DNS out.
    return bad ? `${host} is not a public destination.` : null;
  } catch (err) {
    if (err instanceof DestinationRefused) return err.message;
    return `${host} does not resolve.`;
  }
}

// The check an endpoint's URL gets when it is saved (a channel's http
// destination, an outbound webhook): a 422 naming the field.
export async function assertUrlAllowed(url: string, path: string): Promise<void> {
  const problem = await destinationProblem(url);
  if (problem) throw validationFailed([{ path, message: problem }]);
}
