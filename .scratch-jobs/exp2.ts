import { Inngest, NonRetriableError } from "inngest";
import { StepMode } from "inngest/types";

const inngest = new Inngest({ id: "exp", logger: { info() {}, warn() {}, error() {}, debug() {} } });
const fn = inngest.createFunction({ id: "f", triggers: [{ event: "a.b" }] }, async ({ step }) => {
  const [x, y] = await Promise.all([step.run("p1", () => 1), step.run("p2", () => 2)]);
  await step.run("bad", () => { throw new NonRetriableError("nope"); });
  return x + y;
});

async function exec(stepState: Record<string, any>, order: string[], attempt: number, requestedRunStep?: string) {
  const ex = (fn as any)["createExecution"]({ partialOptions: {
    client: inngest, runId: "r1",
    data: { runId: "r1", attempt, maxAttempts: 4, event: { name: "a.b", data: {}, id: "e1", ts: Date.now() }, events: [{ name: "a.b", data: {}, id: "e1", ts: Date.now() }] },
    reqArgs: [], headers: {}, stepCompletionOrder: order, stepState, stepMode: StepMode.Async, requestedRunStep,
  }});
  const r = await ex.start();
  const { ctx, ops, ...rest } = r;
  return rest;
}
const st: Record<string, any> = {}; const order: string[] = [];
let attempt = 0; let req: string | undefined;
for (let i = 0; i < 8; i++) {
  const r: any = await exec(st, order, attempt, req); req = undefined;
  console.log(i, JSON.stringify(r).slice(0, 600));
  if (r.type === "step-ran") {
    if (r.step.op === "StepRun") { st[r.step.id] = { id: r.step.id, data: r.step.data }; order.push(r.step.id); attempt = 0; }
    else if (r.step.op === "StepError") attempt++;
    else if (r.step.op === "StepFailed") { st[r.step.id] = { id: r.step.id, error: r.step.error }; order.push(r.step.id); attempt = 0; }
  } else if (r.type === "steps-found") {
    req = r.steps.find((s: any) => s.op === "StepPlanned")?.id;
  } else break;
}
