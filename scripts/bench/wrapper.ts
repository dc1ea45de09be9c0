import { verifyAccessToken } from "../../lib/auth/access-token";
import { authenticate } from "../../lib/auth/authenticate";
import { authorize } from "../../lib/auth/authorize";
import { publicRoute, route } from "../../lib/http/route";
import { sample } from "./sample";
import type { Fixtures } from "./setup";
import { percentiles, type Latency } from "./stats";

export type CallTiming = Latency & { name: string };

const URL = "http://bench.local/api/v1/organization";
const NO_PARAMS = { params: Promise.resolve({}) };

// The wrapper around a handler that does nothing, called as Next calls it but
// without Next: its own cost (request id, headers, rate limit, error mapping,
// and for route() the credential lookup and checks).
const open = publicRoute({}, async () => ({ ok: true }));
const closed = route({}, async () => ({ ok: true }));

async function expectOk(response: Promise<Response>): Promise<void> {
  const res = await response;
  if (res.status !== 200) throw new Error(`The wrapper answered ${res.status}: ${await res.text()}`);
}

export async function timeWrapper(f: Fixtures, token: string, iterations: number): Promise<CallTiming[]> {
  const key = { "x-api-key": f.apiKey };
  const bearer = { authorization: `Bearer ${token}` };
  const calls: Array<[string, () => Promise<unknown>]> = [
    ["publicRoute(), no-op handler", () => expectOk(open(new Request(URL), NO_PARAMS))],
    ["route(), no-op handler (API key)", () => expectOk(closed(new Request(URL, { headers: key }), NO_PARAMS))],
    ["route(), no-op handler (bearer)", () => expectOk(closed(new Request(URL, { headers: bearer }), NO_PARAMS))],
    ["authenticate + authorize (API key)", async () => authorize(await authenticate(new Headers(key)), "GET", {})],
    ["authenticate + authorize (bearer)", async () => authorize(await authenticate(new Headers(bearer)), "GET", {})],
    [
      "JWT verify alone",
      async () => {
        if (!(await verifyAccessToken(token))) throw new Error("The bench's access token did not verify.");
      },
    ],
  ];
  const out: CallTiming[] = [];
  for (const [name, fn] of calls) {
    const [samples = []] = await sample(iterations, [fn]);
    out.push({ name, ...percentiles(samples) });
  }
  return out;
}
