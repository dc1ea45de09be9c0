import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { addMember, createKey, createOrg } from "../../support/fixtures";
import { routeFiles } from "./support/route-files";

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"];
// Routes that take no credential (sign-up, login, refresh, the public
// portal): a sandbox key means nothing to them.
const PUBLIC = /^\/api\/v1\/(public|auth)\//;
// Writes a viewer may make: its own session, notifications and preferences,
// its own saved grid views, accepting an invitation to another organisation,
// and the reads that take a body (a channel's preview, an export of what it may read). The catch-all
// answers any unknown path 404.
const VIEWER_MAY = /^\/api\/v1\/(notifications|auth|views|members\/invitations\/accept|channels\/\[id\]\/preview|exports$|sheets$|\[\.\.\.)/;

const fill = (template: string) => template.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, () => randomUUID());

// Every route file, so a route added later is held to both rules without
// editing this test: a sandbox key may read but never write (docs/api.md,
// "Roles and scopes"), and a viewer never writes the catalogue, assets, channels,
// billing or members. Nothing is changed by a refused request, so unknown
// ids in the path are enough.
describe("sandbox and role rules on every route", () => {
  it("refuses every write with a sandbox key (403 SANDBOX_READONLY)", async () => {
    const org = await createOrg("supplier");
    const keys = await Promise.all([0, 1, 2].map(() => createKey(org, ["products:write", "assets:write", "channels:write", "portals:write"], true)));
    const refused: string[] = [];
    let n = 0;
    for (const { template, methods } of routeFiles().filter((r) => !PUBLIC.test(r.template))) {
      for (const method of methods.filter((m) => MUTATING.includes(m))) {
        const res = await call(method, fill(template), { apiKey: keys[n++ % keys.length]!.key, body: {} });
        if (res.status !== 403 || res.body?.error?.code !== "SANDBOX_READONLY") refused.push(`${method} ${template}: ${res.status} ${res.body?.error?.code}`);
      }
    }
    expect(n).toBeGreaterThan(40);
    expect(refused).toEqual([]);
  }, 120_000);

  it("refuses every write of a viewer but its own notifications and session (403 FORBIDDEN)", async () => {
    const org = await createOrg("supplier");
    const viewers = await Promise.all([0, 1, 2].map(() => addMember(org, "viewer")));
    const allowed: string[] = [];
    let n = 0;
    for (const { template, methods } of routeFiles().filter((r) => !PUBLIC.test(r.template) && !VIEWER_MAY.test(r.template))) {
      for (const method of methods.filter((m) => MUTATING.includes(m))) {
        const res = await call(method, fill(template), { token: viewers[n++ % viewers.length]!.token, body: {} });
        if (res.status !== 403) allowed.push(`${method} ${template}: ${res.status} ${res.body?.error?.code}`);
      }
    }
    expect(n).toBeGreaterThan(40);
    expect(allowed).toEqual([]);
  }, 120_000);
});
