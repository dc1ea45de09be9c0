import { BlockList, isIP } from "node:net";

// The header the front server (server/main.ts) sets on every request it
// takes, overwriting whatever a client sent, so nothing downstream trusts a
// header a client can write.
export const CLIENT_ADDRESS_HEADER = "x-pis-client-address";

// "::ffff:10.0.0.1" as a socket reports an IPv4 peer on a dual-stack socket.
function plain(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

// TRUSTED_PROXIES: comma-separated addresses and CIDR blocks of the load
// balancers in front of the service. Empty (the default) trusts none.
export function trustedProxies(list: string | undefined): (ip: string) => boolean {
  const blocks = new BlockList();
  let any = false;
  for (const entry of (list ?? "").split(",").map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const ip = plain(address!);
    const family = isIP(ip);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR block`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) blocks.addAddress(ip, type);
    else blocks.addSubnet(ip, Number(bits), type);
    any = true;
  }
  if (!any) return () => false;
  return (ip) => {
    const candidate = plain(ip);
    const family = isIP(candidate);
    return family !== 0 && blocks.check(candidate, family === 4 ? "ipv4" : "ipv6");
  };
}

// The address a request came from: the socket's peer, unless that peer is a
// trusted proxy, in which case X-Forwarded-For is read from the right (the
// hop the proxy itself appended) and the first address that is not a
// trusted proxy wins. A client can write anything into the header; only
// hops appended by trusted proxies are believed.
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, isTrusted: (ip: string) => boolean): string {
  let current = socketAddress ? plain(socketAddress) : "unknown";
  if (!isTrusted(current)) return current;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor ?? "").split(",").map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]!) === 0) return current;
    current = hops[i]!;
    if (!isTrusted(current)) return current;
  }
  return current;
}
