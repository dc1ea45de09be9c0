import { describe, expect, it } from "vitest";
import type { Principal } from "../core/principal";
import { jobWriteContext, requestWriteContext } from "./write-contexts";

const org = { organizationId: "o1", orgKind: "supplier", tier: "pro" } as const;
const user = (portal?: boolean): Principal => ({ ...org, type: "user", userId: "u1", role: "owner", sandbox: false, ...(portal === undefined ? {} : { portal }) });
const key: Principal = { ...org, type: "apiKey", apiKeyId: "k1", keyPrefix: "pk_", scopes: [], sandbox: false };

describe("who writes", () => {
  it("tells a portal session from an API client, and gives each request its own operation", () => {
    expect(requestWriteContext(user(true))).toMatchObject({ source: "portal", actorKind: "user", actorId: "u1" });
    expect(requestWriteContext(user(false))).toMatchObject({ source: "api", actorKind: "user", actorId: "u1" });
    expect(requestWriteContext(user())).toMatchObject({ source: "api" });
    expect(requestWriteContext(key)).toMatchObject({ source: "api", actorKind: "apiKey", actorId: "k1" });
    expect(requestWriteContext(key).op).not.toBe(requestWriteContext(key).op);
  });

  it("writes a job's work as whoever started it, or the system when no one is known", () => {
    expect(jobWriteContext("import", { actorKind: "user", actorId: "u1" }, "import:1")).toEqual({ source: "import", actorKind: "user", actorId: "u1", op: "import:1" });
    expect(jobWriteContext("bulkAction", { actorKind: null, actorId: null }, "bulkAction:1", "b1")).toEqual({ source: "bulkAction", actorKind: "system", actorId: null, op: "bulkAction:1", bulkActionId: "b1" });
  });
});
