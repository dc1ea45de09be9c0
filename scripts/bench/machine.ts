import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";

export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  platform: string;
  // One-minute load average when the bench began: anything else running on
  // the two cores (a test suite, a build) lowers every figure.
  loadAtStart: number;
};

function cpuModel(): string {
  const line = readFileSync("/proc/cpuinfo", "utf8")
    .split("\n")
    .find((l) => l.startsWith("model name"));
  return line?.split(":")[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
}

export async function describeMachine(databaseUrl: string): Promise<Machine> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    return {
      cpu: cpuModel(),
      cores: os.availableParallelism(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: rows[0]?.server_version ?? "unknown",
      platform: `${os.type()} ${os.release()}`,
      loadAtStart: os.loadavg()[0] ?? 0,
    };
  } finally {
    await client.end();
  }
}
