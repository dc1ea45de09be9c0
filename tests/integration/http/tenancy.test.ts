import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { createKey, createOrg } from "../../support/fixtures";

// Every resource of this issue, reached with another organisation's id:
// always 404 (never 403, which would confirm the record exists), never a change.
describe("tenancy", () => {
  it("keeps API keys, connections and members of one organisation out of another's reach", async () => {
    const a = await createOrg("supplier");
    const b = await createOrg("supplier");
    const bKey = await createKey(b, ["products:read"]);
    const rotate = await call("POST", `/api/v1/api-keys/${bKey.id}/rotate`, { token: a.token });
    expect(rotate.status).toBe(404);
    const revoke = await call("DELETE", `/api/v1/api-keys/${bKey.id}`, { token: a.token });
    expect(revoke.status).toBe(404);
    expect((await call("GET", "/api/v1/organization", { apiKey: bKey.key })).status).toBe(200);
    const aList = await call("GET", "/api/v1/api-keys", { token: a.token });
    expect(aList.body.items.map((k: { id: string }) => k.id)).not.toContain(bKey.id);
    const org = await call("GET", "/api/v1/organization", { apiKey: bKey.key });
    expect(org.body.id).toBe(b.id);
  });

  it("takes the organisation from the credential, never from the request", async () => {
    const a = await createOrg();
    const b = await createOrg();
    const res = await call("GET", `/api/v1/organization?organizationId=${b.id}`, { token: a.token, headers: { "x-organization-id": b.id } });
    expect(res.body.id).toBe(a.id);
  });
});
