import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverArgs } from "../../../server/command";
import { TEST_ENV, TEST_PORT } from "../../setup/test-env";

const root = path.resolve(import.meta.dirname, "../../..");

// The production server with a given environment: how it ends, and what it said.
function startWith(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const childEnv = Object.fromEntries(Object.entries({ PATH: process.env.PATH, ...env }).filter((e): e is [string, string] => e[1] !== undefined));
    const child = spawn(process.execPath, serverArgs(root, TEST_PORT + 3), { cwd: root, env: childEnv as unknown as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("a production start", () => {
  it("stops with a clear message when AUTH_SECRET is missing, empty or a published value", async () => {
    for (const [value, says] of [[undefined, "AUTH_SECRET is not set"], ["", "AUTH_SECRET is not set"], ["local-development-secret-change-me-0123456789", "published in this repository"]] as const) {
      const { code, output } = await startWith({ ...TEST_ENV, AUTH_SECRET: value });
      expect(code, String(value)).toBe(78);
      expect(output).toContain(says);
      expect(output).not.toContain("Ready on");
    }
  }, 180_000);

  it("stops when STRIPE_WEBHOOK_SECRET is missing", async () => {
    const { code, output } = await startWith({ ...TEST_ENV, STRIPE_WEBHOOK_SECRET: undefined });
    expect(code).toBe(78);
    expect(output).toContain("STRIPE_WEBHOOK_SECRET is not set");
  }, 90_000);

  it("stops on a secret an earlier test run published, and on a webhook secret too weak to verify with", async () => {
    const publishedTestSecret = ["test-secret", "0123456789", "0123456789", "0123456789"].join("-");
    const auth = await startWith({ ...TEST_ENV, AUTH_SECRET: publishedTestSecret });
    expect(auth.code).toBe(78);
    expect(auth.output).toContain("AUTH_SECRET is a value published in this repository");
    const webhook = await startWith({ ...TEST_ENV, STRIPE_WEBHOOK_SECRET: ["whsec", "1"].join("_") });
    expect(webhook.code).toBe(78);
    expect(webhook.output).toContain("STRIPE_WEBHOOK_SECRET is too short or too regular");
    expect(webhook.output).not.toContain("Ready on");
  }, 180_000);
});
