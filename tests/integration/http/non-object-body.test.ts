import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../support/http";
import { createOrg } from "../../support/fixtures";
import { createProduct } from "../../support/catalog";

// A JSON body that is not an object is refused like any other wrong type:
// null is not read as "no body".
const NOT_OBJECTS = ["null", "[]", "0", "true", '"text"'];

describe("a JSON body that is not an object", () => {
  it("is 422 VALIDATION_FAILED on POST and PATCH, null included", async () => {
    const org = await createOrg();
    const product = await createProduct(org);
    for (const raw of NOT_OBJECTS) {
      for (const [method, path] of [
        ["POST", "/api/v1/categories"],
        ["PATCH", `/api/v1/products/${product.id}`],
        ["PATCH", "/api/v1/organization/settings"],
      ] as const) {
        const res = await call(method, path, { token: org.token, rawBody: raw, headers: { "content-type": "application/json" } });
        expect(res.status, `${method} ${path} with ${raw}`).toBe(422);
        expect(errorOf(res).error.code).toBe("VALIDATION_FAILED");
      }
    }
    const unchanged = await call("GET", `/api/v1/products/${product.id}`, { token: org.token });
    expect(unchanged.body.name).toBe(product.name);
  });

  it("leaves an empty body meaning an empty object", async () => {
    const org = await createOrg();
    const res = await call("PATCH", "/api/v1/organization/settings", { token: org.token, rawBody: "", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
  });
});
