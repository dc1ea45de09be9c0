import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { AppError } from "../core/errors";
import { atProvider, providerError, PROVIDER_UNREACHABLE } from "./provider-errors";

describe("payment provider errors", () => {
  it("turns an unreachable provider into a 503 with Retry-After and a plain message", () => {
    const mapped = providerError(new Stripe.errors.StripeConnectionError({ message: "connect ECONNREFUSED" }));
    expect(mapped).toBeInstanceOf(AppError);
    const e = mapped as AppError;
    expect([e.status, e.code, e.message, e.headers?.["Retry-After"]]).toEqual([503, "INTERNAL", PROVIDER_UNREACHABLE, "30"]);
  });

  it("treats a 5xx of the provider as an outage and leaves its 4xx alone", () => {
    expect((providerError(new Stripe.errors.StripeAPIError({ message: "down", statusCode: 502 } as never)) as AppError).status).toBe(503);
    const invalid = new Stripe.errors.StripeInvalidRequestError({ message: "bad price", statusCode: 400 } as never);
    expect(providerError(invalid)).toBe(invalid);
  });

  it("rethrows through atProvider", async () => {
    await expect(atProvider(() => Promise.reject(new Stripe.errors.StripeConnectionError({ message: "x" })))).rejects.toMatchObject({ status: 503 });
    await expect(atProvider(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
