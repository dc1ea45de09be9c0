import { readFileSync } from "node:fs";

// Resident memory of a process and its children (the server forks workers).
export function rssMiB(pid: number): number {
  const pids = [pid];
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    pids.push(...children);
  } catch {
    // no children list: the process alone
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const line = readFileSync(`/proc/${p}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
      kb += Number(line?.match(/\d+/)?.[0] ?? 0);
    } catch {
      // exited
    }
  }
  return Math.round(kb / 1024);
}
