import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";

// CPU time is what a request costs each process, and unlike latency it is
// barely moved by whatever else shares the two cores, so it shows where the
// time goes even on a busy machine. Read from /proc (Linux only).

// pid -> CPU milliseconds (user and system alike) used so far.
export type CpuSnapshot = Map<number, number>;

type Stat = { pgrp: number; cpuMs: number };

// The CPU time comes from each thread's schedstat (nanoseconds the scheduler
// ran it), not from stat's utime and stime: those count 10 ms clock ticks,
// so a 300 ms call read as 290 or 310 and a ratio of two such medians moved
// in steps of 3%. A thread that has ended is no longer listed; the server's
// and the backends' threads live as long as their process.
function readStat(pid: number): Stat | undefined {
  let line: string;
  let ns = 0;
  try {
    line = readFileSync(`/proc/${pid}/stat`, "utf8");
    for (const task of readdirSync(`/proc/${pid}/task`)) ns += threadNs(pid, task);
  } catch {
    return undefined; // exited meanwhile
  }
  // Fields after "(comm)", which may itself hold spaces: state, ppid, pgrp, ...
  const rest = line.slice(line.lastIndexOf(")") + 2).split(" ");
  return { pgrp: Number(rest[2]), cpuMs: ns / 1e6 };
}

function threadNs(pid: number, task: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
  } catch {
    return 0; // the thread ended meanwhile
  }
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
  return Math.round(total * 10) / 10;
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
