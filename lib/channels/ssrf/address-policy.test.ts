import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./address-policy";

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

  it("accepts public addresses", () => {
    for (const ip of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it("refuses what is not an address at all", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
