import { describe, expect, it } from "vitest";
import { failureLine } from "./failure-line";

const file = "tests/integration/channels/feed-coalescing.test.ts";

describe("failureLine", () => {
  it("names the test file's line a poll's stack points at", () => {
    const stack = [
      "Error: STACK_TRACE_ERROR",
      "    at Proxy.__VITEST_POLL_CHAIN__ (/repo/node_modules/vitest/dist/chunks/test.js:3748:31)",
      `    at /repo/${file}:71:133`,
      "    at processTicksAndRejections (node:internal/process/task_queues:95:5)",
    ].join("\n");
    expect(failureLine(stack, file)).toBe(`Error: STACK_TRACE_ERROR (${file}:71)`);
  });

  it("takes the first frame in the file, written with or without a function name", () => {
    const stack = ["AssertionError: expected 1 to be 2", `    at settle (/repo/${file}:12:7)`, `    at /repo/${file}:40:3`].join("\n");
    expect(failureLine(stack, file)).toBe(`AssertionError: expected 1 to be 2 (${file}:12)`);
  });

  it("keeps the first line alone when no frame is in the file, cut at 300 characters", () => {
    expect(failureLine(`Error: ${"x".repeat(400)}\n    at elsewhere (/repo/lib/a.ts:1:1)`, file)).toBe(`Error: ${"x".repeat(293)}`);
    expect(failureLine(undefined, file)).toBe("");
  });
});
