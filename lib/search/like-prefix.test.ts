import { describe, expect, it } from "vitest";
import { likeContaining, likePrefix } from "./like-prefix";

describe("likePrefix", () => {
  it("matches the start of the text", () => {
    expect(likePrefix("CITY-00")).toBe("CITY-00%");
  });

  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(likePrefix("A_1%")).toBe("A\\_1\\%%");
    expect(likePrefix("back\\slash")).toBe("back\\\\slash%");
  });
});

describe("likeContaining", () => {
  it("matches the text anywhere, its wildcards taken literally", () => {
    expect(likeContaining("cot")).toBe("%cot%");
    expect(likeContaining("50%_off")).toBe("%50\\%\\_off%");
  });
});
