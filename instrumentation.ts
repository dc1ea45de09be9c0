// Next.js calls register() once per server instance, before it serves
// requests. The job runner needs Node (pg, timers), so it is loaded only in
// the Node.js runtime, and through a dynamic import so the Edge bundle never
// includes it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/config/env");
  if (env().JOB_RUNNER !== "on") return;
  const { startJobRunner, stopJobRunner } = await import("./lib/jobs/runner");
  startJobRunner();
  // Best effort: hand in-flight runs back on shutdown. Next exits on these
  // signals on its own, possibly first; an interrupted run is simply taken
  // over when its lease ends.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void stopJobRunner());
}
