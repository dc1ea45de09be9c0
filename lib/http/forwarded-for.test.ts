import { describe, expect, it } from "vitest";
import { resolveClientAddress, trustedProxies } from "./forwarded-for";

describe("the client address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const none = trustedProxies("");
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", none)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", undefined, none)).toBe("203.0.113.9");
    expect(resolveClientAddress(undefined, "1.2.3.4", none)).toBe("unknown");
  });

  it("is read from the right of X-Forwarded-For past trusted proxies only", () => {
    const lb = trustedProxies("10.0.0.0/8, 192.168.1.5, ::1");
    expect(resolveClientAddress("10.1.1.1", "198.51.100.7", lb)).toBe("198.51.100.7");
    // A client-written first hop is not believed: the proxy appended the real peer after it.
    expect(resolveClientAddress("10.1.1.1", "1.1.1.1, 198.51.100.7", lb)).toBe("198.51.100.7");
    // Several trusted hops are walked past.
    expect(resolveClientAddress("::1", ["198.51.100.7, 10.2.2.2", "192.168.1.5"], lb)).toBe("198.51.100.7");
    // Only trusted hops, or garbage: the last believable one.
    expect(resolveClientAddress("10.1.1.1", "10.3.3.3", lb)).toBe("10.3.3.3");
    expect(resolveClientAddress("10.1.1.1", "not-an-ip", lb)).toBe("10.1.1.1");
    expect(resolveClientAddress("10.1.1.1", undefined, lb)).toBe("10.1.1.1");
  });

  it("refuses a malformed TRUSTED_PROXIES entry at start", () => {
    expect(() => trustedProxies("10.0.0.0/8, proxy.internal")).toThrow(/TRUSTED_PROXIES/);
  });
});
