import { describe, expect, it } from "vitest";
import { describeRequest } from "./request-audit";

describe("describeRequest", () => {
  it("turns ids into {id} and keeps the last one as the target", () => {
    expect(describeRequest("PATCH", "/api/v1/products/1b4e28ba-2fa1-11d2-883f-0016d3cca427")).toEqual({
      action: "PATCH /api/v1/products/{id}",
      targetId: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
      targetType: "products",
    });
    expect(describeRequest("POST", "/api/v1/channels/1b4e28ba-2fa1-11d2-883f-0016d3cca427/sync").action).toBe("POST /api/v1/channels/{id}/sync");
  });

  it("leaves id-less paths as they are", () => {
    expect(describeRequest("POST", "/api/v1/products/bulk")).toEqual({ action: "POST /api/v1/products/bulk", targetId: null, targetType: null });
  });
});
