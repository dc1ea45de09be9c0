import { describe, expect, it } from "vitest";
import { onShutdown, runShutdownHooks } from "./shutdown";

describe("shutdown hooks", () => {
  it("runs every hook and waits for the slow ones", async () => {
    const done: string[] = [];
    onShutdown(async () => {
      await new Promise((r) => setTimeout(r, 50));
      done.push("slow");
    });
    onShutdown(() => done.push("quick"));
    await runShutdownHooks(5_000);
    expect(done.sort()).toEqual(["quick", "slow"]);
  });

  it("does not let a failing hook hold the others", async () => {
    const done: string[] = [];
    onShutdown(() => {
      throw new Error("flush failed");
    });
    onShutdown(async () => done.push("runner stopped"));
    await runShutdownHooks(5_000);
    expect(done).toEqual(["runner stopped"]);
  });

  it("gives up waiting after the grace period", async () => {
    onShutdown(() => new Promise(() => {}));
    const started = Date.now();
    await runShutdownHooks(100);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("runs each hook once, and is shared by every copy of the module in the process", async () => {
    let runs = 0;
    onShutdown(() => runs++);
    const holder = globalThis as unknown as Record<symbol, unknown[]>;
    expect(holder[Symbol.for("product-information-service.shutdown-hooks")]).toHaveLength(1);
    await runShutdownHooks(1_000);
    await runShutdownHooks(1_000);
    expect(runs).toBe(1);
  });
});
