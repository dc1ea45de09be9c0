import { describe, expect, it } from "vitest";
import { ApiError, apiErrorOf, describeError } from "./api-error";

describe("describeError", () => {
  it("names the request id of an API failure", () => {
    const err = new ApiError(500, "INTERNAL", "Something went wrong. Quote the request id to support.", "abc-123");
    expect(describeError(err)).toBe("Something went wrong. Quote the request id to support. (request id abc-123)");
  });

  it("takes the id from the header when the body is not the API's", async () => {
    const res = new Response("<html>bad gateway</html>", { status: 502, headers: { "x-request-id": "from-header" } });
    expect(describeError(await apiErrorOf(res))).toBe("The server answered 502. (request id from-header)");
  });

  it("says what it can for other failures", () => {
    expect(describeError(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(describeError("?")).toBe("Something went wrong.");
  });
});
