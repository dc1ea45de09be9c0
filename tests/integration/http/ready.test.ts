import { describe, expect, it } from "vitest";
import { call } from "../../support/http";

describe("GET /api/ready", () => {
  it("answers 200 with each dependency's check when the database and the object store answer", async () => {
    const res = await call("GET", "/api/ready");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", checks: { database: "ok", objectStore: "ok" } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});
