import { EventType } from "inngest";
import { describe, expect, it } from "vitest";
import * as events from "../../lib/events/definitions";
import { indexFunctions } from "../../lib/jobs/functions";
import { functions } from ".";

// An event nobody listens to is work silently dropped. Every event defined
// here is consumed by an Inngest function (nothing reads the outbox by event
// name otherwise), so each must trigger at least one function of the app.
const defined = Object.values(events).filter((value) => value instanceof EventType);
const index = indexFunctions(functions);

describe("lib/events/definitions.ts", () => {
  it("defines the events", () => {
    expect(defined.length).toBeGreaterThan(0);
  });

  it.each(defined.map((event) => [event.name]))("%s triggers at least one function of inngest/functions", (name) => {
    expect(index.functionIdsFor(name)).not.toEqual([]);
  });

  it("names each event once", () => {
    const names = defined.map((event) => event.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
