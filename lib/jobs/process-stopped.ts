// A step whose process died under it twice in a row (out of memory, killed)
// is not run a third time: the runner records it as failed with this error,
// so the function's own failure path runs (an import is marked failed, the
// imports behind it go on) instead of the process dying again at every retry.
export const MAX_CRASHES = 2;
export const PROCESS_STOPPED = "JobProcessStopped";

export function processStoppedError(stepName: string): { name: string; message: string } {
  return {
    name: PROCESS_STOPPED,
    message: `The process running step "${stepName}" stopped twice while running it (it ran out of memory or was killed), so it was not run again.`,
  };
}

// Whether an error a function caught is that one, however the SDK wrapped it.
export function isProcessStopped(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, message } = e as { name?: unknown; message?: unknown };
    if (name === PROCESS_STOPPED || (typeof message === "string" && message.includes("stopped twice while running it"))) return true;
  }
  return false;
}
