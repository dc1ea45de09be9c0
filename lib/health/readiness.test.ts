import { describe, expect, it } from "vitest";
import { readinessOf } from "./readiness";

describe("readinessOf", () => {
  it("is ready only when every check passes and the process is not draining", () => {
    expect(readinessOf({ database: true, objectStore: true }, false)).toEqual({ ready: true, body: { status: "ready", checks: { database: "ok", objectStore: "ok" } } });
    expect(readinessOf({ database: true, objectStore: false }, false)).toEqual({ ready: false, body: { status: "not-ready", checks: { database: "ok", objectStore: "failing" } } });
    expect(readinessOf({ database: true, objectStore: true }, true).body.status).toBe("draining");
    expect(readinessOf({ database: true, objectStore: true }, true).ready).toBe(false);
  });
});
