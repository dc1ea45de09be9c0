// What must finish before the process exits (the job runner's steps in
// flight, the request counters), registered by whoever started it and run
// by the front server (server/main.ts) after its listener has closed.
//
// The registry lives on globalThis under a process-wide symbol because the
// front server and the app's build hold separate copies of this module.

type Hook = () => Promise<unknown> | unknown;

const KEY = Symbol.for("product-information-service.shutdown-hooks");

function hooks(): Hook[] {
  const holder = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  return (holder[KEY] ??= []);
}

export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

// Starts every hook at once and resolves when all have settled or graceMs
// has passed, whichever is first; a hook that fails does not hold the others.
export async function runShutdownHooks(graceMs: number): Promise<void> {
  const running = hooks().splice(0).map((hook) => Promise.resolve().then(hook));
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.allSettled(running), grace]);
  clearTimeout(timer);
}
