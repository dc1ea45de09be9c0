import { BlockList, isIP } from "node:net";

// Addresses a channel may never reach outside development: loopback,
// private, link-local (cloud metadata lives at 169.254.169.254), carrier
// NAT, unspecified, multicast, reserved, and their IPv6 counterparts.
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  blocked.addSubnet(net, bits, "ipv6");
}

// IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), NAT64
// (64:ff9b::/96) and 6to4 (2002::/16). The embedded address decides.
function embeddedIPv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) return hexPairToIPv4(hex[1]!, hex[2]!);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) return hexPairToIPv4(sixToFour[1]!, sixToFour[2]!);
  return null;
}

function hexPairToIPv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return [h >> 8, h & 255, l >> 8, l & 255].join(".");
}

export function isPublicAddress(ip: string): boolean {
  const unbracketed = ip.replace(/^\[|\]$/g, "");
  const family = isIP(unbracketed);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(unbracketed, "ipv4");
  const v4 = embeddedIPv4(unbracketed);
  if (v4) return isIP(v4) === 4 && !blocked.check(v4, "ipv4");
  return !blocked.check(unbracketed, "ipv6");
}
