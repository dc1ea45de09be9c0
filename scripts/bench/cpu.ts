import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

// CPU time is what a request costs each process, and unlike latency it is
// barely moved by whatever else shares the two cores, so it shows where the
// time goes even on a busy machine. Read from /proc (Linux only).

// pid -> CPU milliseconds (user + system) used so far.
export type CpuSnapshot = Map<number, number>;

// /proc counts in clock ticks, USER_HZ, which is 100 on Linux.
const MS_PER_TICK = 10;

type Stat = { pgrp: number; cpuMs: number };

function readStat(pid: number): Stat | undefined {
  let line: string;
  try {
    line = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined; // exited meanwhile
  }
  // Fields after "(comm)", which may itself hold spaces: state, ppid, pgrp, ..., utime (14th), stime (15th).
  const rest = line.slice(line.lastIndexOf(")") + 2).split(" ");
  return { pgrp: Number(rest[2]), cpuMs: (Number(rest[11]) + Number(rest[12])) * MS_PER_TICK };
}

export function snapshot(pids: Iterable<number>): CpuSnapshot {
  const out: CpuSnapshot = new Map();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) out.set(pid, stat.cpuMs);
  }
  return out;
}

// Every process of a process group: the server and anything it forks.
export function groupPids(pgid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => readStat(pid)?.pgrp === pgid);
}

// The backends serving one database, asked on a connection to another so
// the question is not itself counted.
export async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [database]);
  return rows.map((r) => r.pid);
}

// Only the backends serving clients: an autovacuum worker that a bulk write
// wakes on the same database would otherwise land on whichever call it overlaps.
export async function clientBackendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'", [database]);
  return rows.map((r) => r.pid);
}

// CPU used between two snapshots by the processes alive at the second.
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

// CPU used by a server's process group and one database's backends while a
// long job runs, sampled every 200 ms so a backend that ends (a pool closing
// an idle connection) loses at most its last 200 ms.
export async function watchCpu(admin: pg.Client, serverPid: number, database: string) {
  const take = async () => ({ server: snapshot(groupPids(serverPid)), database: snapshot(await backendPids(admin, database)) });
  const before = await take();
  const last = { server: new Map(before.server), database: new Map(before.database) };
  const sample = async () => {
    const now = await take();
    for (const [pid, ms] of now.server) last.server.set(pid, ms);
    for (const [pid, ms] of now.database) last.database.set(pid, ms);
  };
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(sample)), 200);
  return {
    // CPU seconds of the server and of the database since the watch began.
    async stop(): Promise<{ serverSeconds: number; databaseSeconds: number }> {
      clearInterval(timer);
      await sampling;
      await sample();
      return { serverSeconds: cpuBetween(before.server, last.server) / 1000, databaseSeconds: cpuBetween(before.database, last.database) / 1000 };
    },
  };
}
