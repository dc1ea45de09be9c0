import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import path from "node:path";

// Keeps one job process (inngest/runtime/job-process.ts) running beside the
// web server. A process that dies (out of memory, say) is started again after
// a pause that doubles up to 30 s while it keeps dying soon after its start;
// its runs are taken over when their leases end, and a step that kills it
// twice is failed rather than run again (lib/jobs/process-stopped.ts).

export type JobSupervisor = { stop(graceMs: number): Promise<void>; readonly pid: number | undefined };

const MIN_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
// A process that lived this long was healthy: the next pause starts small again.
const HEALTHY_AFTER_MS = 60_000;
// Requests first: whenever the job process and the server both want a core,
// the kernel gives it to the server (a nice of 10 weighs about a tenth of 0),
// and the job process still has every core nothing else wants. On a shared
// 2-core machine a job's burst of work otherwise delayed health checks past
// 100 ms.
const JOB_PROCESS_NICE = 10;

export function jobProcessArgs(root: string, heapMb: number): string[] {
  return [`--max-old-space-size=${heapMb}`, "--import", "tsx", "--conditions=react-server", path.join(root, "inngest/runtime/job-process.ts")];
}

export function superviseJobProcess(options: { root: string; heapMb: number; log: (line: string) => void }): JobSupervisor {
  let child: ChildProcess | undefined;
  let stopping = false;
  let pause = MIN_PAUSE_MS;
  let restartTimer: NodeJS.Timeout | undefined;

  function start(): void {
    const startedAt = Date.now();
    // The IPC channel lets the child notice this process's end, however it ends.
    const current = spawn(process.execPath, jobProcessArgs(options.root, options.heapMb), { stdio: ["ignore", "inherit", "inherit", "ipc"], env: process.env });
    child = current;
    try {
      if (current.pid !== undefined) setPriority(current.pid, JOB_PROCESS_NICE);
    } catch (err) {
      options.log(`the job process runs at the server's priority: ${(err as Error).message}`);
    }
    current.on("exit", (code, signal) => {
      if (child === current) child = undefined;
      if (stopping) return;
      pause = Date.now() - startedAt > HEALTHY_AFTER_MS ? MIN_PAUSE_MS : Math.min(pause * 2, MAX_PAUSE_MS);
      options.log(`the job process ended (${signal ?? `exit ${code}`}); starting it again in ${pause / 1000} s`);
      restartTimer = setTimeout(start, pause);
    });
  }
  start();

  return {
    get pid() {
      return child?.pid;
    },
    async stop(graceMs) {
      stopping = true;
      clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const timer = setTimeout(() => current.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
