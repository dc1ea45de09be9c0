// The part of autocannon's programmatic API the bench uses; the package ships no types.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  };

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    stop(): void;
  }

  export default function autocannon(opts: Options): Instance;
}
