import { describe, expect, it } from "vitest";
import { channelPollInterval, countsInWords, IDLE_POLL_MS, recordFieldText, runInWords, RUNNING_POLL_MS, statusFilterOf, totalOf } from "./channel-view";

const counts = (c: Partial<Record<"pending" | "delivered" | "skipped" | "failed", number>> = {}) => ({ pending: 0, delivered: 0, skipped: 0, failed: 0, ...c });
const run = (status: "running" | "completed", finishedAt: string | null = null) => ({ id: "r", status, startedAt: "2026-01-01T10:00:00Z", finishedAt });
const day = (iso: string) => iso.slice(0, 16);

describe("channel view", () => {
  it("polls closely while a sync runs, and slowly otherwise", () => {
    expect(channelPollInterval(run("running"))).toBe(RUNNING_POLL_MS);
    expect(channelPollInterval(run("completed", "2026-01-01T10:01:00Z"))).toBe(IDLE_POLL_MS);
    expect(channelPollInterval(null)).toBe(IDLE_POLL_MS);
    expect(RUNNING_POLL_MS).toBeLessThan(IDLE_POLL_MS);
  });

  it("sums and words the counts in status order, without zeros", () => {
    expect(totalOf(counts({ pending: 1, delivered: 2, skipped: 3, failed: 4 }))).toBe(10);
    expect(countsInWords(counts({ skipped: 1, delivered: 3 }))).toBe("3 delivered · 1 skipped");
    expect(countsInWords(counts())).toBe("no publications yet");
  });

  it("says how far a running sync has got, and when the last one finished", () => {
    expect(runInWords(run("running"), counts({ pending: 7, delivered: 2, skipped: 5, failed: 1 }), day)).toBe(
      "Sync running since 2026-01-01T10:00: 2 of 10 ready products delivered, 1 failed.",
    );
    expect(runInWords(run("completed", "2026-01-01T10:05:00Z"), counts(), day)).toBe("Last sync completed 2026-01-01T10:05.");
    expect(runInWords(null, counts(), day)).toMatch(/^Never synced/);
  });

  it("accepts only a known status as the filter", () => {
    expect(statusFilterOf("skipped")).toBe("skipped");
    expect(statusFilterOf("")).toBeUndefined();
    expect(statusFilterOf("lost")).toBeUndefined();
  });

  it("words a delivered field: lists item by item, structures as JSON, nothing as a dash", () => {
    expect(recordFieldText("Lamp")).toBe("Lamp");
    expect(recordFieldText(12.5)).toBe("12.5");
    expect(recordFieldText(false)).toBe("false");
    expect(recordFieldText(["a", "b"])).toBe("a, b");
    expect(recordFieldText({ amount: 70, unit: "cm" })).toBe('{"amount":70,"unit":"cm"}');
    for (const empty of [null, undefined, "", []]) expect(recordFieldText(empty)).toBe("—");
  });
});
