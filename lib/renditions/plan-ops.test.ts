import { describe, expect, it } from "vitest";
import { planOps } from "./plan-ops";
import { renderOps } from "./schemas";

describe("planOps", () => {
  it("keeps a plain resize-and-encode preset as it is, covering and enlarging by default", () => {
    expect(planOps([{ op: "resize", width: 1200 }, { op: "format", format: "webp", quality: 80 }])).toEqual({
      resize: { width: 1200, height: undefined, fit: "cover", withoutEnlargement: false },
      rotate: 0,
      grayscale: false,
      format: { format: "webp", quality: 80 },
    });
  });

  it("resizes before turning, swapping the box for odd quarter turns listed before the resize", () => {
    const before = planOps([{ op: "rotate", angle: 90 }, { op: "resize", width: 100, height: 50, fit: "cover" }]);
    expect(before).toMatchObject({ rotate: 90, resize: { width: 50, height: 100, fit: "cover" } });
    const after = planOps([{ op: "resize", width: 100, height: 50, fit: "cover" }, { op: "rotate", angle: 90 }]);
    expect(after).toMatchObject({ rotate: 90, resize: { width: 100, height: 50, fit: "cover" } });
    const half = planOps([{ op: "rotate", angle: 180 }, { op: "resize", width: 100, height: 50 }]);
    expect(half.resize).toMatchObject({ width: 100, height: 50 });
  });

  it("adds up turns before and after, in either direction", () => {
    expect(planOps([{ op: "rotate", angle: 90 }, { op: "rotate", angle: 90 }]).rotate).toBe(180);
    expect(planOps([{ op: "rotate", angle: -90 }]).rotate).toBe(270);
    expect(planOps([{ op: "rotate", angle: 360 }]).rotate).toBe(0);
    const mixed = planOps([{ op: "rotate", angle: 90 }, { op: "resize", height: 10 }, { op: "rotate", angle: -90 }]);
    expect(mixed.rotate).toBe(0);
    expect(mixed.resize).toMatchObject({ width: 10, height: undefined });
  });

  it("applies grayscale wherever it is listed", () => {
    expect(planOps([{ op: "grayscale" }, { op: "format", format: "png" }])).toMatchObject({ grayscale: true, format: { format: "png" } });
  });
});

describe("preset operations", () => {
  const issues = (ops: unknown) => {
    const result = renderOps.safeParse(ops);
    return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
  };

  it("accepts each documented operation", () => {
    expect(issues([{ op: "resize", width: 10, fit: "contain" }, { op: "format", format: "avif", quality: 50 }, { op: "rotate", angle: 270 }, { op: "grayscale" }])).toEqual([]);
  });

  it("refuses malformed or ambiguous lists", () => {
    expect(issues([])).toEqual([""]);
    expect(issues([{ op: "resize" }])).toEqual(["0.width"]);
    expect(issues([{ op: "resize", width: 0 }])).toEqual(["0.width"]);
    expect(issues([{ op: "resize", width: 20_000 }])).toEqual(["0.width"]);
    expect(issues([{ op: "resize", width: 10, fit: "fill" }])).toEqual(["0.fit"]);
    expect(issues([{ op: "rotate", angle: 45 }])).toEqual(["0.angle"]);
    expect(issues([{ op: "format", format: "gif" }])).toEqual(["0.format"]);
    expect(issues([{ op: "format", format: "jpeg", quality: 101 }])).toEqual(["0.quality"]);
    expect(issues([{ op: "blur" }])).toEqual(["0.op"]);
    expect(issues([{ op: "grayscale", amount: 1 }])).toEqual(["0"]);
    expect(issues([{ op: "resize", width: 10 }, { op: "resize", width: 5 }])).toEqual(["1"]);
    expect(issues([{ op: "format", format: "png" }, { op: "grayscale" }, { op: "format", format: "webp" }])).toEqual(["2"]);
  });
});
