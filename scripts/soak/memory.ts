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

// The job process beside the server (its one child with a job-process
// command line), or null.
export function jobProcessPid(serverPid: number): number | null {
  try {
    const children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("job-process")) ?? null;
  } catch {
    return null;
  }
}

export function ownRssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
    return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
  } catch {
    return 0;
  }
}
