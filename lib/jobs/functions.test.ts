import { cron, eventType, Inngest } from "inngest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { indexFunctions } from "./functions";

const client = new Inngest({ id: "functions-test" });
const noop = async () => null;
const typed = eventType("thing.typed", { schema: z.object({ id: z.string() }) });

describe("indexFunctions", () => {
  it("maps events to the functions they trigger, in every trigger form the SDK accepts", () => {
    const index = indexFunctions([
      client.createFunction({ id: "by-name", triggers: [{ event: "thing.created" }] }, noop),
      client.createFunction({ id: "by-type", triggers: [typed] }, noop),
      client.createFunction({ id: "by-nested-type", triggers: { event: typed } }, noop),
      client.createFunction({ id: "by-wildcard", triggers: [{ event: "thing.*" }] }, noop),
    ]);
    expect(index.functionIdsFor("thing.created")).toEqual(["by-name", "by-wildcard"]);
    expect(index.functionIdsFor("thing.typed")).toEqual(["by-type", "by-nested-type", "by-wildcard"]);
    expect(index.functionIdsFor("other.created")).toEqual([]);
  });

  it("collects cron schedules", () => {
    const index = indexFunctions([client.createFunction({ id: "nightly", triggers: [cron("0 3 * * *"), { event: "run.now" }] }, noop)]);
    expect(index.crons).toEqual([expect.objectContaining({ functionId: "nightly", expression: "0 3 * * *" })]);
    expect(index.functionIdsFor("run.now")).toEqual(["nightly"]);
  });

  it("refuses what the in-process runner cannot honour", () => {
    const filtered = client.createFunction({ id: "filtered", triggers: [{ event: "a", if: "event.data.x == 1" }] }, noop);
    const withFailureHandler = client.createFunction({ id: "on-failure", triggers: [{ event: "a" }], onFailure: noop }, noop);
    const badCron = client.createFunction({ id: "bad-cron", triggers: [cron("every day")] }, noop);
    expect(() => indexFunctions([filtered])).toThrow(/"if"/);
    expect(() => indexFunctions([withFailureHandler])).toThrow(/onFailure/);
    expect(() => indexFunctions([badCron])).toThrow(/Invalid cron/);
  });

  it("refuses two functions with one id", () => {
    const fn = client.createFunction({ id: "twice", triggers: [{ event: "a" }] }, noop);
    expect(() => indexFunctions([fn, fn])).toThrow(/share the id/);
  });
});
