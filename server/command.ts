import path from "node:path";

// V8's young generation at up to 32 MiB a half instead of 16: each young
// collection of a process this size pays about 2 ms for its roots whatever
// it copies, so fewer, larger ones cost less. A list page under load took
// 1.19 ms of CPU with 16 MiB and 1.04 ms with 32, for about 60 MiB more at
// the peak; 64 MiB gained nothing more (docs/architecture.md, "How close to
// the stack's floor"). scripts/start.mjs passes the same flag.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

// How every launcher (tests, browser tests, benchmarks, the soak) starts the
// production server, so they all run what `npm start` runs.
export function serverArgs(root: string, port: number | string, hostname?: string): string[] {
  return [...SERVER_NODE_FLAGS, "--import", "tsx", path.join(root, "server/main.ts"), "-p", String(port), ...(hostname ? ["-H", hostname] : [])];
}
