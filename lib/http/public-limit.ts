import { AppError } from "../core/errors";
import { clientAddress } from "./client-address";
import { limitPublicRead } from "./limits";

export type PublicRefusal = { retryAfterSeconds: number };

// The public brand portal's allowance for one request: null when it may be
// answered, else how long the visitor should wait. Pages render the refusal
// in words; media routes answer 429 (publicRefusalResponse).
export async function spendPublicRead(headers: Pick<Headers, "get">): Promise<PublicRefusal | null> {
  try {
    await limitPublicRead(clientAddress(headers as Headers));
    return null;
  } catch (err) {
    if (err instanceof AppError && err.code === "RATE_LIMITED") return { retryAfterSeconds: Number(err.headers?.["Retry-After"] ?? 60) };
    throw err;
  }
}

export function publicRefusalResponse(refusal: PublicRefusal): Response {
  return new Response("Too many requests. Slow down.", {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store" },
  });
}
