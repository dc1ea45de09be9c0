import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("keeps the first message per field", () => {
    const details = [
      { path: "options.0", message: "a" },
      { path: "options.1", message: "b" },
      { path: "code", message: "c" },
    ];
    expect(fieldErrorsOf(details, (path) => path.split(".")[0]!)).toEqual({ options: "a", code: "c" });
  });
});
