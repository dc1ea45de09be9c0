import { describe, expect, it } from "vitest";
import { signInAndReturn, tokenFrom } from "./invitations";

describe("tokenFrom", () => {
  it("takes the token out of a pasted accept link", () => {
    expect(tokenFrom(" https://pis.example/connect?token=abcDEF_123-xyz ")).toBe("abcDEF_123-xyz");
  });

  it("keeps a bare token and gives nothing for a link without one", () => {
    expect(tokenFrom("abcDEF_123-xyz")).toBe("abcDEF_123-xyz");
    expect(tokenFrom("https://pis.example/connect")).toBe("");
  });
});

describe("signInAndReturn", () => {
  it("comes back to the invitation after signing in", () => {
    const url = new URL(signInAndReturn("/join?token=a&b", { email: "x@y.test" }), "http://h");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("callbackUrl")).toBe("/join?token=a&b");
    expect(url.searchParams.get("email")).toBe("x@y.test");
  });
});
