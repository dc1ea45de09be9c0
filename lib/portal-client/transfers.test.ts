import { describe, expect, it } from "vitest";
import { exportFilter, formatOf, isSettled, LINK_REFRESH_MS, LIST_POLL_MS, listPollInterval, plural, pollInterval, POLL_MS, progressPercent } from "./transfers";

describe("formatOf", () => {
  it("reads csv and xlsx from the extension, in any case", () => {
    expect(formatOf("lamps.csv")).toBe("csv");
    expect(formatOf("Lamps.XLSX")).toBe("xlsx");
    expect(formatOf("export.2026.csv ")).toBe("csv");
  });

  it("refuses other files and names without an extension", () => {
    expect(formatOf("lamps.xls")).toBeNull();
    expect(formatOf("lamps.csv.txt")).toBeNull();
    expect(formatOf("csv")).toBeNull();
    expect(formatOf("")).toBeNull();
  });
});

describe("polling", () => {
  it("polls often until the run has succeeded or failed", () => {
    expect(pollInterval(undefined)).toBe(POLL_MS);
    expect(pollInterval("pending")).toBe(POLL_MS);
    expect(pollInterval("running")).toBe(POLL_MS);
    expect(isSettled("running")).toBe(false);
    expect(isSettled("failed")).toBe(true);
  });

  it("then only renews the download link before its 300 s run out", () => {
    expect(pollInterval("succeeded")).toBe(LINK_REFRESH_MS);
    expect(pollInterval("failed")).toBe(LINK_REFRESH_MS);
    expect(LINK_REFRESH_MS).toBeLessThan(300_000);
  });
});

describe("listPollInterval", () => {
  it("polls the list while an import is pending or running, and stops when all have settled", () => {
    expect(listPollInterval(["succeeded", "running", "failed"])).toBe(LIST_POLL_MS);
    expect(listPollInterval(["pending"])).toBe(LIST_POLL_MS);
    expect(listPollInterval(["succeeded", "failed"])).toBe(false);
    expect(listPollInterval([])).toBe(false);
  });
});

describe("progressPercent", () => {
  it("is 0 while the total is unknown", () => {
    expect(progressPercent(0, 0)).toBe(0);
  });

  it("rounds down, so 100 means every row", () => {
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it("stays within 0 and 100", () => {
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(-1, 4)).toBe(0);
  });
});

describe("plural", () => {
  it("says one product and two products", () => {
    expect(plural(1, "product")).toBe("1 product");
    expect(plural(0, "product")).toBe("0 products");
    expect(plural(2, "entry", "entries")).toBe("2 entries");
  });
});

describe("exportFilter", () => {
  it("keeps the list's search parameters and drops paging, facets and blanks", () => {
    expect(
      exportFilter({ q: " lamp ", status: "active", tags: "office,led", kind: "simple,model", qualityBand: undefined, categoryName: "", facetBy: "status,tags", limit: 50 }),
    ).toEqual({ q: "lamp", status: "active", tags: "office,led", kind: "simple,model" });
  });

  it("is empty for an unfiltered list", () => {
    expect(exportFilter({ facetBy: "status", limit: 50 })).toEqual({});
  });
});
