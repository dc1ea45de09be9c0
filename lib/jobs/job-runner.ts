import type { Inngest } from "inngest";
import { defaultBackoff, retryDelayMs, type BackoffPolicy } from "./backoff";
import { dispatchToInngest } from "./dispatch-to-inngest";
import { dispatchToRuns } from "./dispatch-to-runs";
import { executeRun, type JobLogger } from "./executor";
import { indexFunctions, type JobFunction } from "./functions";
import { claimDueRuns, FAIRNESS_KEY_SEPARATOR } from "./lease";
import { scheduleCrons } from "./schedule-crons";

export type JobRunnerOptions = {
  functions: readonly JobFunction[];
  // "inngest": only forward outbox events to Inngest, which runs the
  // functions. "local": run them here.
  mode: "inngest" | "local";
  client: Inngest.Any;
  logger: JobLogger;
  pollIntervalMs?: number;
  // How long a claimed run stays ours without a heartbeat; also how long a
  // crashed process's run waits before another process takes it.
  leaseMs?: number;
  // Runs executing at once in this process.
  concurrency?: number;
  // Of those, at most this many for one organisation (default: half of
  // concurrency, rounded up), so a tenant whose runs hang cannot take every
  // slot.
  perOrganization?: number;
  // And at most this many of one function for one organisation (default:
  // one less than perOrganization, at least 1), so one kind of work (feed
  // rewrites) always leaves an organisation a slot for another (its import).
  perOrganizationFunction?: number;
  batchSize?: number;
  backoff?: BackoffPolicy;
};

export type JobRunner = {
  start(): void;
  // Resolves once the current poll and every run in flight have finished
  // their current step; unfinished runs are handed back to the queue.
  stop(): Promise<void>;
  // Works until nothing is due now (runs sleeping or waiting for a retry
  // later are left). For tests and scripts.
  drain(options?: { timeoutMs?: number }): Promise<void>;
};

type Tick = { dispatched: number; started: Promise<void>[] };

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { mode, client, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 4;
  const perOrganization = Math.max(1, options.perOrganization ?? Math.ceil(concurrency / 2));
  const perOrganizationFunction = Math.max(1, options.perOrganizationFunction ?? perOrganization - 1);
  const batchSize = options.batchSize ?? 100;
  const backoff = options.backoff ?? defaultBackoff;
  const index = indexFunctions(options.functions);
  const functionIds = [...index.byId.keys()];

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  const inFlight = new Set<Promise<void>>();
  const inFlightPerOrganization = new Map<string, number>();
  const inFlightPerFunction = new Map<string, number>();
  // Cron ticks are looked for after the runner starts: like Inngest, a tick
  // missed while no process ran is not made up later.
  let cronWindowStart = new Date();
  // After a failed send, Inngest is given time before the next one.
  let inngestFailures = 0;
  let inngestRetryAt = 0;

  async function dispatchAll(): Promise<number> {
    let total = 0;
    for (;;) {
      if (mode === "local") {
        const { dispatched, unheard } = await dispatchToRuns(index, batchSize);
        for (const event of unheard) logger.error({ eventId: event.id, eventName: event.name }, "no function listens to this event; it was marked dispatched with an error and its work dropped");
        total += dispatched;
        if (dispatched < batchSize) return total;
        continue;
      }
      if (Date.now() < inngestRetryAt) return total;
      const { sent, error } = await dispatchToInngest(client, batchSize);
      total += sent;
      if (error) {
        inngestRetryAt = Date.now() + retryDelayMs(inngestFailures++, backoff);
        logger.warn({ error, retryAt: new Date(inngestRetryAt) }, "sending events to Inngest failed");
        return total;
      }
      inngestFailures = 0;
      if (sent < batchSize) return total;
    }
  }

  async function scheduleDueCrons(): Promise<void> {
    const until = new Date();
    await scheduleCrons(index, cronWindowStart, until);
    cronWindowStart = until;
  }

  function count(map: Map<string, number>, key: string, by: 1 | -1): void {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  }

  function track(organization: string, functionId: string, run: Promise<void>): Promise<void> {
    const pair = `${organization}${FAIRNESS_KEY_SEPARATOR}${functionId}`;
    count(inFlightPerOrganization, organization, 1);
    count(inFlightPerFunction, pair, 1);
    const tracked = run
      .catch((error: unknown) => logger.error({ err: error }, "job run stopped on an unexpected error; its lease will expire and it will be retried"))
      .finally(() => {
        inFlight.delete(tracked);
        count(inFlightPerOrganization, organization, -1);
        count(inFlightPerFunction, pair, -1);
        wake();
      });
    inFlight.add(tracked);
    return tracked;
  }

  async function tick(): Promise<Tick> {
    const dispatched = await dispatchAll();
    if (mode === "inngest") return { dispatched, started: [] };
    await scheduleDueCrons();
    const runs = await claimDueRuns(functionIds, concurrency - inFlight.size, leaseMs, {
      perOrganization,
      perFunction: perOrganizationFunction,
      inFlight: { organizations: inFlightPerOrganization, functions: inFlightPerFunction },
    });
    const executorOptions = { backoff, logger, heartbeatMs: Math.max(1, Math.floor(leaseMs / 3)), isStopping: () => stopping };
    return {
      dispatched,
      // Claims are limited to functions in the index, so the lookup holds.
      started: runs.map((run) => track(run.organization, run.functionId, executeRun(index.byId.get(run.functionId)!, run, executorOptions))),
    };
  }

  // Polls every pollIntervalMs while idle, but at once after a tick that
  // found work or when a run finishes: a finished run has often just
  // enqueued the next event of a chain (a channel's next page), and waiting
  // a whole interval per link would make long chains crawl.
  let wakeRequested = false;
  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(runTick, delayMs);
  }
  function runTick(): void {
    if (polling) {
      wakeRequested = true;
      return;
    }
    let busy = false;
    polling = tick()
      .then((t) => void (busy = t.dispatched > 0 || t.started.length > 0))
      .catch((error: unknown) => logger.error({ err: error }, "job runner poll failed"))
      .finally(() => {
        polling = undefined;
        const now = busy || wakeRequested;
        wakeRequested = false;
        if (!stopping) schedule(now ? 0 : pollIntervalMs);
      });
  }
  function wake(): void {
    if (started && !stopping) schedule(0);
  }

  return {
    start() {
      if (started) return;
      started = true;
      cronWindowStart = new Date();
      logger.info({ mode, functions: functionIds }, "job runner started");
      schedule(pollIntervalMs);
    },

    async stop() {
      stopping = true;
      clearTimeout(timer);
      await polling;
      await Promise.all(inFlight);
      if (started) logger.info("job runner stopped");
    },

    async drain({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { dispatched, started: runs } = await tick();
        await Promise.all(runs);
        if (dispatched === 0 && runs.length === 0) {
          if (inFlight.size === 0) return;
          await Promise.all(inFlight);
        }
        if (Date.now() > deadline) throw new Error(`drainJobs: work was still due after ${timeoutMs} ms`);
      }
    },
  };
}
