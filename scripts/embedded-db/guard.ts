// The decisions that keep one embedded PostgreSQL per data folder, apart from
// the file system and the process table so they can be tested as rules.
//
// Two files guard a data folder: our lock beside it (`<folder>.lock`, the pid
// of the `npm start` that owns it) and PostgreSQL's own `postmaster.pid`
// inside it (the pid of the server). The lock says whether a live start owns
// the folder; postmaster.pid says whether a server still runs on it.

export interface LockHolder {
  pid: number;
  startedAt: string;
  port: number | null;
}

export function formatLock(holder: LockHolder): string {
  return `${JSON.stringify(holder)}\n`;
}

// A lock cut short (a crash between create and write) holds no pid: nobody
// can own it, so it counts as stale.
export function parseLock(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, startedAt: String(value.startedAt ?? ""), port: Number.isInteger(value.port) ? (value.port as number) : null };
  } catch {
    return null;
  }
}

export type LockDecision = { action: "take" } | { action: "refuse"; holder: LockHolder } | { action: "reclaim"; holder: LockHolder | null };

// `holderAlive` is whether the lock's pid is a running process; a pid equal
// to our own is a lock we left ourselves (a pid reused after a reboot), never
// another start.
export function decideLock(existing: { text: string } | null, holderAlive: (pid: number) => boolean, self: number): LockDecision {
  if (!existing) return { action: "take" };
  const holder = parseLock(existing.text);
  if (holder && holder.pid !== self && holderAlive(holder.pid)) return { action: "refuse", holder };
  return { action: "reclaim", holder };
}

export function refusal(dataDir: string, holder: LockHolder): string {
  const where = holder.port ? ` on port ${holder.port}` : "";
  return [
    `The embedded PostgreSQL in ${dataDir} is already in use by another \`npm start\` (pid ${holder.pid}${where}, since ${holder.startedAt}).`,
    `Stop that one first (Ctrl-C in its terminal, or \`kill ${holder.pid}\`), or set DATABASE_URL to use another PostgreSQL server.`,
  ].join("\n");
}

export interface Postmaster {
  pid: number;
  dataDir: string;
  port: number | null;
}

// postmaster.pid: line 1 the server's pid, line 2 its data directory, line 4
// its port (PostgreSQL's miscadmin.h, LOCK_FILE_LINE_*).
export function parsePostmasterPid(text: string): Postmaster | null {
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[3]);
  return { pid, dataDir: lines[1] ?? "", port: Number.isInteger(port) && port > 0 ? port : null };
}

export type PostmasterDecision =
  // No server file, or one PostgreSQL itself recovers from (its pid is gone).
  | { action: "start" }
  // A server left running by a start that was killed: stop it, then start.
  | { action: "stop-orphan"; pid: number }
  // The pid was reused by an unrelated process, which PostgreSQL would take
  // for a running server and refuse to start: the file is stale.
  | { action: "remove-stale" };

// Called only once our lock is ours, so a live PostgreSQL on this folder can
// belong to no running start.
export function decidePostmaster(
  postmaster: Postmaster | null,
  dataDir: string,
  process: (pid: number) => "gone" | "postgres" | "other",
): PostmasterDecision {
  if (!postmaster) return { action: "start" };
  const state = process(postmaster.pid);
  if (state === "gone") return { action: "start" };
  if (state === "postgres" && postmaster.dataDir === dataDir) return { action: "stop-orphan", pid: postmaster.pid };
  return { action: "remove-stale" };
}
