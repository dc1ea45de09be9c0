import { describe, expect, it } from "vitest";
import { isRetryableConflict, retryOnConflict } from "./retry";

describe("retryOnConflict", () => {
  it("runs a deadlock victim again and answers its result", async () => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error("Raw query failed"), { meta: { code: "40P01", message: "deadlock detected" } });
      return "done";
    });
    expect(result).toBe("done");
    expect(calls).toBe(3);
  });

  it("gives up after its attempts, and never retries other errors", async () => {
    let calls = 0;
    const deadlock = () => { calls++; throw new Error("deadlock detected"); };
    await expect(retryOnConflict(async () => deadlock(), 2)).rejects.toThrow("deadlock");
    expect(calls).toBe(2);
    calls = 0;
    await expect(retryOnConflict(async () => { calls++; throw new Error("unique violation 23505"); })).rejects.toThrow("unique");
    expect(calls).toBe(1);
    expect(isRetryableConflict(Object.assign(new Error("x"), { cause: { code: "40001" } }))).toBe(true);
  });
});
