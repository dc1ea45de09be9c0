import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { Agent, fetch, type RequestInit, type Response } from "undici";
import { isPublicAddress } from "./address-policy";

export class DestinationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DestinationRefused";
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;
export type DestinationClientOptions = {
  allowAddress?: (ip: string) => boolean;
  resolve?: Resolver;
  timeoutMs?: number;
  maxRedirects?: number;
};

const systemResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// An HTTP client for channel destinations that cannot be steered at internal
// addresses. The address check happens in the connection's own DNS lookup,
// on the addresses the socket will actually use, so a name that answers
// "public" to a pre-check and "private" at connect time (DNS rebinding) is
// still refused; every answer must be allowed, not just the first. IP
// literals never reach a lookup, so each hop's host is checked too, and
// redirects are followed by hand so that every hop passes both checks.
export function createDestinationClient(options: DestinationClientOptions = {}) {
  const allow = options.allowAddress ?? isPublicAddress;
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 3;

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (answers) => {
        // The message names the host the tenant gave, never what it resolved
        // to: that would read internal DNS out to whoever configured the URL.
        if (answers.length === 0) return callback(new DestinationRefused(`${hostname} does not resolve`), "", 0);
        if (answers.some((a) => !allow(a.address))) return callback(new DestinationRefused(`${hostname} is not a public destination`), "", 0);
        if (lookupOptions.all) return (callback as unknown as (e: null, a: typeof answers) => void)(null, answers);
        callback(null, answers[0]!.address, answers[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
  const agent = new Agent({ connect: { lookup }, keepAliveTimeout: 10_000, connections: 32 });

  async function request(url: string, init: RequestInit, hopsLeft = maxRedirects): Promise<Response> {
    const target = new URL(url);
    if (target.protocol !== "http:" && target.protocol !== "https:") throw new DestinationRefused(`unsupported scheme ${target.protocol}`);
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !allow(host)) throw new DestinationRefused(`${host} is not a public destination`);
    let res: Response;
    try {
      res = await fetch(target, { ...init, dispatcher: agent, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof DestinationRefused) throw cause;
      throw err;
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      if (hopsLeft === 0) throw new DestinationRefused("too many redirects");
      return request(new URL(location, target).toString(), init, hopsLeft - 1);
    }
    return res;
  }

  return { request, close: () => agent.close() };
}

export type DestinationClient = ReturnType<typeof createDestinationClient>;
