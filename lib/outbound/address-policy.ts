import { BlockList, isIP } from "node:net";

// Addresses a channel or webhook may never reach outside development. IPv4:
// loopback, private, link-local (cloud metadata lives at 169.254.169.254),
// carrier NAT, unspecified, multicast, documentation, benchmarking, reserved.
const blockedV4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blockedV4.addSubnet(net, bits, "ipv4");
}

// IPv6 is judged by allowlist: only global unicast (2000::/3) can be public,
// so everything the IANA special-purpose registry keeps outside it (::/128,
// ::1, IPv4-compatible ::/96, IPv4-translated ::ffff:0:0:0/96, local-use NAT64
// 64:ff9b:1::/48, discard 100::/64, ULA fc00::/7, link-local, site-local,
// multicast, SRv6 5f00::/16, and whatever is assigned later) is refused.
// Inside 2000::/3 the registry's non-global blocks are refused as well.
const globalV6 = new BlockList();
globalV6.addSubnet("2000::", 3, "ipv6");
const blockedV6 = new BlockList();
for (const [net, bits] of [
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT...
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
] as const) {
  blockedV6.addSubnet(net, bits, "ipv6");
}

// The eight 16-bit groups of an IPv6 address, with an embedded dotted quad
// and "::" expanded; null when it is not one.
export function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const b = dotted.slice(1).map(Number);
    if (b.some((n) => n > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join(".");

// IPv6 forms that stand for an IPv4 address on the wire: mapped
// (::ffff:a.b.c.d), well-known NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
// The embedded address decides.
function embeddedIPv4(g: number[]): string | null {
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return null;
}

export function isPublicAddress(ip: string): boolean {
  const unbracketed = ip.replace(/^\[|\]$/g, "");
  const family = isIP(unbracketed);
  if (family === 0) return false;
  if (family === 4) return !blockedV4.check(unbracketed, "ipv4");
  const groups = ipv6Groups(unbracketed);
  if (!groups) return false;
  const v4 = embeddedIPv4(groups);
  if (v4) return !blockedV4.check(v4, "ipv4");
  const canonical = groups.map((x) => x.toString(16)).join(":");
  return globalV6.check(canonical, "ipv6") && !blockedV6.check(canonical, "ipv6");
}
