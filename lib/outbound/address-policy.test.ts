import { describe, expect, it } from "vitest";
import { ipv6Groups, isPublicAddress } from "./address-policy";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, metadata and other reserved IPv4", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1", "224.0.0.1", "255.255.255.255"]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses their IPv6 counterparts, including IPv4-mapped, NAT64 and 6to4 forms", () => {
    for (const ip of ["::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:169.254.169.254", "::ffff:a9fe:a9fe", "64:ff9b::10.0.0.1", "2002:c0a8:0101::1", "[::1]"]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses every IPv6 range the IANA special-purpose registry marks not global", () => {
    const fixtures = [
      "::127.0.0.1", "[::127.0.0.1]", "::7f00:1", "::ffff:0:127.0.0.1", "::ffff:0:7f00:1", "64:ff9b:1::7f00:1", "64:ff9b:1::8.8.8.8",
      "100::1", "100::ffff:ffff:ffff:ffff", "2001::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001:2::1", "2001:10::1", "2001:20::1",
      "2001:db8::1", "3fff::1", "5f00::1", "fe80::1%eth0", "fec0::1", "ff02::1", "ff0e::1", "4000::1", "::2", "1::1",
      "64:ff9b::127.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::1", "2002:0a00:0001::", "::ffff:10.0.0.1",
    ];
    for (const ip of fixtures) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("reads every written form of an IPv6 address", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("1::2::3")).toBeNull();
    expect(ipv6Groups("1:2:3")).toBeNull();
    expect(ipv6Groups("::1.2.3.256")).toBeNull();
  });

  it("accepts public addresses", () => {
    for (const ip of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8", "64:ff9b::8.8.8.8", "2002:808:808::1", "2a00:1450:4001:81c::200e", "2001:200::1"]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses what is not an address at all", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
