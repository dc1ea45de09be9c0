import { describe, expect, it } from "vitest";
import { feedCsv, feedJson } from "./format-feed";

describe("feed formats", () => {
  it("writes CSV with a header of sku and the targets, quoting what needs it", () => {
    const csv = feedCsv(["title", "price", "tags"], [
      { sku: "A-1", fields: { title: 'Chair, "oak"', price: 12.5, tags: ["x", "y"] } },
      { sku: "A-2", fields: { title: "=HYPERLINK(1)" } },
    ]);
    expect(csv).toBe('sku,title,price,tags\r\nA-1,"Chair, ""oak""",12.5,x|y\r\nA-2,"\'=HYPERLINK(1)",,\r\n');
  });

  it("writes JSON with the channel, the time and the records", () => {
    const at = new Date("2026-01-02T03:04:05Z");
    expect(JSON.parse(feedJson({ id: "c", name: "n", locale: "en" }, [{ sku: "A", fields: { t: 1 } }], at))).toEqual({
      channel: { id: "c", name: "n", locale: "en" },
      generatedAt: "2026-01-02T03:04:05.000Z",
      records: [{ sku: "A", fields: { t: 1 } }],
    });
  });
});
