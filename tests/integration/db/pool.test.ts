import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The process's pool (lib/db/client.ts) keeps the connections it has made,
// with no timer to close them, and a process whose connections are all idle
// can still end: a script does not have to close the pool, and does not wait
// out an idle time-out (pg-pool's default was 10 s) either.
describe("the database pool", () => {
  it("holds its connections idle after the reads, and lets a process with nothing left to do end at once", async () => {
    const script = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "support/idle-pool.ts")], {
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(script, "exit");
    try {
      let output = "";
      const [line] = await new Promise<string[]>((resolve, reject) => {
        script.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("\n")) resolve(output.split("\n"));
        });
        script.once("exit", (code) => reject(new Error(`the script ended (code ${code}) before it reported: ${output}`)));
      });
      const reported = performance.now();
      const [code] = await exited;
      expect(code).toBe(0);
      // Three reads at once opened three connections, all still there, idle;
      // with pg-pool's idle time-out the script ended only when it had
      // closed them, 10 s later.
      expect(JSON.parse(line!)).toEqual({ total: 3, idle: 3 });
      expect(performance.now() - reported).toBeLessThan(5_000);
    } finally {
      if (script.exitCode === null && script.signalCode === null) script.kill("SIGKILL");
    }
  });
});
