import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDestinationClient, DestinationRefused, type Resolver } from "../../../lib/outbound/destination-client";
import { destinationProblem } from "../../../lib/outbound/destination-policy";
import { isPublicAddress } from "../../../lib/outbound/address-policy";

// The fixtures of issue 5, against real sockets on loopback. The policy is
// the production one (public addresses only) unless a test says otherwise.
let hits = 0;
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url?.startsWith("/redirect-metadata")) {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    } else if (req.url?.startsWith("/redirect-mapped")) {
      res.writeHead(307, { location: `http://[::ffff:127.0.0.2]:${port}/records` }).end();
    } else if (req.url?.startsWith("/redirect-name")) {
      res.writeHead(302, { location: `http://internal.test:${port}/records` }).end();
    } else {
      res.writeHead(200, { "content-type": "application/json" }).end('{"results":[]}');
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function refused(request: Promise<unknown>) {
  await expect(request).rejects.toBeInstanceOf(DestinationRefused);
}

const fixedResolver = (answers: Record<string, string[]>): Resolver => async (host) => {
  const found = answers[host];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

describe("destination SSRF guard", () => {
  it("refuses loopback, private and link-local addresses without connecting", async () => {
    const client = createDestinationClient({ resolve: fixedResolver({ localhost: ["127.0.0.1"] }) });
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}/records`,
      `http://localhost:${port}/records`,
      "http://10.0.0.1/records",
      "http://172.16.5.4/records",
      "http://192.168.1.10/records",
      "http://169.254.169.254/latest/meta-data/",
      `http://[::1]:${port}/records`,
      "http://[fe80::1]/records",
      `http://2130706433:${port}/records`,
    ]) {
      await refused(client.request(url, { method: "GET" }));
    }
    expect(hits).toBe(before);
  });

  it("refuses IPv4-mapped IPv6 forms of internal addresses", async () => {
    const client = createDestinationClient();
    const before = hits;
    await refused(client.request(`http://[::ffff:127.0.0.1]:${port}/records`, { method: "GET" }));
    await refused(client.request(`http://[::ffff:7f00:1]:${port}/records`, { method: "GET" }));
    await refused(client.request("http://[::ffff:169.254.169.254]/", { method: "GET" }));
    expect(hits).toBe(before);
  });

  it("refuses non-global IPv6 forms of loopback (compatible, translated, local NAT64, discard) at create time and at connect time", async () => {
    const client = createDestinationClient();
    const before = hits;
    for (const host of ["[::127.0.0.1]", "[::ffff:0:127.0.0.1]", "[64:ff9b:1::7f00:1]", "[100::1]", "[2001:db8::1]", "[5f00::1]"]) {
      const url = `http://${host}:${port}/records`;
      await refused(client.request(url, { method: "GET" }));
      expect(await destinationProblem(url, isPublicAddress), host).toMatch(/is not a public destination/);
    }
    expect(hits).toBe(before);
  });

  it("refuses 169.254.169.254, a mapped loopback or an internal name reached through a redirect", async () => {
    // The first hop is allowed (this loopback server stands in for a public host); the redirect targets are not.
    const allowFirstHop = (ip: string) => ip === "127.0.0.1" || isPublicAddress(ip);
    const client = createDestinationClient({ allowAddress: allowFirstHop, resolve: fixedResolver({ "internal.test": ["10.1.2.3"] }) });
    await refused(client.request(`http://127.0.0.1:${port}/redirect-metadata`, { method: "GET" }));
    await refused(client.request(`http://127.0.0.1:${port}/redirect-mapped`, { method: "POST", body: "{}" }));
    await refused(client.request(`http://127.0.0.1:${port}/redirect-name`, { method: "GET" }));
  });

  it("says a refused name is not a public destination, never what it resolved to", async () => {
    const resolve = fixedResolver({ "vm.internal.test": ["10.9.8.7"], "nothing.test": [] });
    const problem = await destinationProblem("http://vm.internal.test/records", isPublicAddress, resolve);
    expect(problem).toBe("vm.internal.test is not a public destination.");
    expect(await destinationProblem("http://nothing.test/records", isPublicAddress, resolve)).toBe("nothing.test does not resolve.");
    const client = createDestinationClient({ resolve });
    const err = await client.request("http://vm.internal.test/records", { method: "GET" }).then(() => null, (e: unknown) => e);
    expect(String((err as Error)?.message) + String(((err as Error)?.cause as Error | undefined)?.message ?? "")).not.toContain("10.9.8.7");
  });

  it("refuses a name that resolves public first and private second (DNS rebinding)", async () => {
    let calls = 0;
    const rebinding: Resolver = async () => (calls++ === 0 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    // The channel's pre-check sees the public answer and passes...
    expect(await destinationProblem(`http://rebind.test:${port}/`, isPublicAddress, rebinding)).toBeNull();
    // ...but delivery checks the answer its socket uses, which is private.
    const client = createDestinationClient({ resolve: rebinding });
    const before = hits;
    await refused(client.request(`http://rebind.test:${port}/records`, { method: "POST", body: "{}" }));
    expect(hits).toBe(before);
    expect(calls).toBe(2);
  });

  it("refuses a name with any private answer, even when a public one comes first", async () => {
    const client = createDestinationClient({ resolve: fixedResolver({ "mixed.test": ["93.184.216.34", "10.0.0.7"] }) });
    await refused(client.request(`http://mixed.test:${port}/records`, { method: "GET" }));
    expect(await destinationProblem("http://mixed.test/", isPublicAddress, fixedResolver({ "mixed.test": ["93.184.216.34", "10.0.0.7"] }))).toBe("mixed.test is not a public destination.");
  });

  it("lets ALLOW_PRIVATE_DESTINATIONS=1 reach loopback, and refuses other schemes", async () => {
    const client = createDestinationClient({ allowAddress: () => true });
    const res = await client.request(`http://127.0.0.1:${port}/records`, { method: "GET" });
    expect(res.status).toBe(200);
    await refused(client.request("file:///etc/passwd", { method: "GET" }));
  });
});
