import { CLIENT_ADDRESS_HEADER } from "./forwarded-for";

// Set by the front server from the socket and the trusted proxies
// (lib/http/forwarded-for.ts); a request that did not come through it (a
// process started without server/main.ts) shares one bucket.
export function clientAddress(headers: Pick<Headers, "get">): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
