import path from "node:path";

// How every launcher (tests, browser tests, benchmarks, the soak) starts the
// production server, so they all run what `npm start` runs.
export function serverArgs(root: string, port: number | string, hostname?: string): string[] {
  return ["--import", "tsx", path.join(root, "server/main.ts"), "-p", String(port), ...(hostname ? ["-H", hostname] : [])];
}
