// Next.js calls register() once per server instance, before it serves
// requests. What it starts needs Node (pg, timers, signals), so it lives in
// instrumentation-node.ts and is imported only in the Node.js runtime: the
// dynamic import keeps it out of the Edge bundle.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
