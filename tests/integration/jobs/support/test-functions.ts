import { cron, eventType, NonRetriableError, staticSchema } from "inngest";
import pino from "pino";
import { inngest } from "../../../../inngest/runtime/client";
import { db } from "../../../../lib/db/client";
import { createJobRunner, type JobRunnerOptions } from "../../../../lib/jobs/job-runner";
import { enqueueEvent } from "../../../../lib/jobs/outbox";
import { isProcessStopped } from "../../../../lib/jobs/process-stopped";

// Functions that exercise the runner, each recording its side effects in
// test_effects so tests can count how often a step body really ran.

export async function recordEffect(name: string): Promise<void> {
  await db.$executeRaw`INSERT INTO test_effects (name) VALUES (${name})`;
}

export async function countEffects(name: string): Promise<number> {
  const rows = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM test_effects WHERE name = ${name}`;
  return Number(rows[0]?.count ?? 0);
}

export const touch = inngest.createFunction({ id: "test-touch", triggers: [{ event: "test/touch" }] }, async ({ event, step }) => {
  await step.run("touch", () => recordEffect(`touch:${event.data.tag}`));
});

export const flaky = inngest.createFunction({ id: "test-flaky", retries: 3, triggers: [{ event: "test/flaky" }] }, async ({ step, attempt }) => {
  await step.run("first", () => recordEffect("flaky:first"));
  await step.run("flaky", async () => {
    await recordEffect("flaky:attempt");
    if (attempt < 2) throw new Error(`flaky failure on attempt ${attempt}`);
  });
  await step.run("last", () => recordEffect("flaky:last"));
  return { done: true };
});

export const alwaysBroken = inngest.createFunction({ id: "test-always-broken", retries: 1, triggers: [{ event: "test/broken" }] }, async ({ step }) => {
  await step.run("broken", async () => {
    await recordEffect("broken:attempt");
    throw new Error("always broken");
  });
});

export const refuse = inngest.createFunction({ id: "test-refuse", triggers: [{ event: "test/refuse" }] }, async ({ step }) => {
  await step.run("refuse", async () => {
    await recordEffect("refuse:attempt");
    throw new NonRetriableError("refused for good");
  });
});

export const sleeper = inngest.createFunction({ id: "test-sleeper", triggers: [{ event: "test/sleep" }] }, async ({ event, step }) => {
  await step.sleepUntil("until", event.data.until as string);
  return step.run("woke", async () => {
    await recordEffect("sleep:woke");
    return new Date().toISOString();
  });
});

// With data.gate, the first in-process execution of "hold" for a tag waits
// until the test opens that tag's gate. In the worker child process
// (JOBS_TEST_WORKER=1) it never finishes, standing for a process that dies
// mid-step.
const gates = new Map<string, { opened: Promise<void>; open: () => void }>();
const holdExecutions = new Map<string, number>();

function gateFor(tag: string) {
  let gate = gates.get(tag);
  if (!gate) {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    gate = { opened, open };
    gates.set(tag, gate);
  }
  return gate;
}

export const openHoldGate = (tag: string) => gateFor(tag).open();

export const hold = inngest.createFunction({ id: "test-hold", triggers: [{ event: "test/hold" }] }, async ({ event, step }) => {
  const tag = String(event.data.tag);
  await step.run("before", () => recordEffect(`hold:${tag}:before`));
  const heldBy = await step.run("hold", async () => {
    await recordEffect(`hold:${tag}:start`);
    if (process.env.JOBS_TEST_WORKER === "1") await new Promise(() => {});
    const execution = (holdExecutions.get(tag) ?? 0) + 1;
    holdExecutions.set(tag, execution);
    if (event.data.gate && execution === 1) await gateFor(tag).opened;
    await recordEffect(`hold:${tag}:end`);
    // Which process ran the step that counted, and its how-manieth try there.
    return { pid: process.pid, execution };
  });
  await step.run("after", () => recordEffect(`hold:${tag}:after`));
  return { heldBy };
});

// Its "crash" step never finishes in the worker process (the test kills it
// there); the function's failure path records whether the runner gave it up
// as a step that stopped its process.
export const crashLoop = inngest.createFunction({ id: "test-crash-loop", retries: 5, triggers: [{ event: "test/crash-loop" }] }, async ({ step }) => {
  await step.run("before", () => recordEffect("crash-loop:before"));
  try {
    await step.run("crash", async () => {
      await recordEffect("crash-loop:start");
      if (process.env.JOBS_TEST_WORKER === "1") await new Promise(() => {});
    });
    return { failed: false };
  } catch (err) {
    await step.run("mark-failed", () => recordEffect(`crash-loop:failed:${isProcessStopped(err)}`));
    return { failed: true };
  }
});

// A slow kind of work, for fairness between kinds: each run takes 150 ms.
export const slow = inngest.createFunction({ id: "test-slow", triggers: [{ event: "test/slow" }] }, async ({ event, step }) => {
  await step.run("work", async () => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await recordEffect(`slow:${event.data.tag}`);
  });
});

export const everyMinute = inngest.createFunction({ id: "test-every-minute", triggers: [cron("* * * * *")] }, async ({ step }) => {
  await step.run("tick", () => recordEffect("cron:tick"));
});

export const testFunctions = [touch, flaky, alwaysBroken, refuse, sleeper, hold, crashLoop, slow, everyMinute];

export function createTestRunner(overrides: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({
    functions: testFunctions,
    mode: "local",
    client: inngest,
    logger: pino({ level: "silent" }),
    pollIntervalMs: 20,
    backoff: { baseMs: 50, maxMs: 200 },
    ...overrides,
  });
}

// A test event by name, taking any data (its schema checks nothing).
export function testEvent(name: string) {
  return eventType(name, { schema: staticSchema<Record<string, unknown>>() });
}

export async function enqueue(name: string, data: Record<string, unknown>, id?: string): Promise<string> {
  const eventId = await db.$transaction((tx) => enqueueEvent(tx, testEvent(name).create(data, { id })));
  if (!eventId) throw new Error("event was a duplicate");
  return eventId;
}

export function runOf(eventId: string) {
  return db.jobRun.findFirstOrThrow({ where: { eventId } });
}
