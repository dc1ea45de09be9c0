import { EventType, type InngestFunction } from "inngest";
import { parseCron, type CronSchedule } from "./cron";

export type JobFunction = InngestFunction.Any;
export type CronEntry = { functionId: string; expression: string; schedule: CronSchedule };

// Which function runs for which event, and which run on a schedule: the
// in-process runner's stand-in for the function registry Inngest keeps.
export type FunctionIndex = {
  byId: ReadonlyMap<string, JobFunction>;
  functionIdsFor(eventName: string): string[];
  crons: readonly CronEntry[];
};

// Options whose meaning the runner cannot honour. Refusing them at start-up
// beats running such a function differently from how Inngest would.
// (Flow control such as concurrency, throttle or priority is not enforced
// in-process either, but ignoring it never changes what a run does.)
const unsupportedOptions = ["onFailure", "batchEvents", "cancelOn", "debounce"] as const;

type Trigger = { event: string; if?: string } | { cron: string };

export function indexFunctions(functions: readonly JobFunction[]): FunctionIndex {
  const byId = new Map<string, JobFunction>();
  const eventTriggers: { functionId: string; event: string }[] = [];
  const crons: CronEntry[] = [];

  for (const fn of functions) {
    const functionId = fn.id();
    if (byId.has(functionId)) throw new Error(`Two Inngest functions share the id "${functionId}"`);
    byId.set(functionId, fn);
    for (const option of unsupportedOptions) {
      if (fn.opts[option] !== undefined) throw new Error(`Function "${functionId}" uses "${option}", which the in-process runner does not support`);
    }
    for (const trigger of (fn.opts.triggers ?? []) as unknown[]) {
      const parsed = readTrigger(trigger);
      if ("cron" in parsed) {
        crons.push({ functionId, expression: parsed.cron, schedule: parseCron(parsed.cron) });
      } else {
        if (parsed.if) throw new Error(`Function "${functionId}" filters its trigger with "if", which the in-process runner does not support`);
        eventTriggers.push({ functionId, event: parsed.event });
      }
    }
  }

  return {
    byId,
    crons,
    functionIdsFor(eventName) {
      const ids = eventTriggers.filter(({ event }) => matches(event, eventName)).map(({ functionId }) => functionId);
      return [...new Set(ids)];
    },
  };
}

// The SDK accepts an EventType, { event: name | EventType, if? } or { cron }.
function readTrigger(trigger: unknown): Trigger {
  if (trigger instanceof EventType) return { event: trigger.name };
  const { event, cron, if: condition } = trigger as { event?: unknown; cron?: unknown; if?: unknown };
  if (typeof cron === "string") return { cron };
  const name = event instanceof EventType ? event.name : event;
  if (typeof name !== "string") throw new Error(`Unreadable trigger: ${JSON.stringify(trigger)}`);
  return typeof condition === "string" ? { event: name, if: condition } : { event: name };
}

// Inngest's wildcard triggers: "user/*" matches every event under "user/".
function matches(trigger: string, eventName: string): boolean {
  return trigger.endsWith("*") ? eventName.startsWith(trigger.slice(0, -1)) : trigger === eventName;
}
