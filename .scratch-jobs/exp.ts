import { Inngest, NonRetriableError } from "inngest";
import { StepMode } from "inngest/types";
import { InngestExecutionEngine } from "inngest/internals";

const inngest = new Inngest({ id: "exp" });
let n = 0;
const fn = inngest.createFunction({ id: "f", retries: 2, triggers: [{ event: "a.b" }] }, async ({ step, event, attempt }) => {
  const a = await step.run("one", () => { n++; return { at: new Date(), n }; });
  await step.sleep("nap", "2s");
  await step.sleepUntil("until", new Date(Date.now() + 60000));
  const b = await step.run("two", () => { if (attempt < 1) throw new Error("boom " + attempt); return 2; });
  return { a, b, event: event.name };
});

async function exec(stepState: Record<string, any>, order: string[], attempt: number, requestedRunStep?: string) {
  const ex = (fn as any)["createExecution"]({ partialOptions: {
    client: inngest, runId: "r1",
    data: { runId: "r1", attempt, maxAttempts: 3, event: { name: "a.b", data: {}, id: "e1", ts: Date.now() }, events: [{ name: "a.b", data: {}, id: "e1", ts: Date.now() }] },
    reqArgs: [], headers: {}, stepCompletionOrder: order, stepState, stepMode: StepMode.Async, requestedRunStep,
  }});
  const r = await ex.start();
  const { ctx, ops, ...rest } = r;
  return rest;
}
const st: Record<string, any> = {}; const order: string[] = [];
let attempt = 0;
for (let i = 0; i < 8; i++) {
  const r: any = await exec(st, order, attempt);
  console.log(i, JSON.stringify(r));
  if (r.type === "step-ran") {
    if (r.step.op === "StepRun") { st[r.step.id] = { id: r.step.id, data: r.step.data }; order.push(r.step.id); attempt = 0; }
    else if (r.step.op === "StepError") attempt++;
  } else if (r.type === "steps-found") {
    for (const s of r.steps) { st[s.id] = { id: s.id, data: null }; order.push(s.id); }
  } else break;
}
console.log(InngestExecutionEngine._internals.hashId("one"));
