import "server-only";
import type Stripe from "stripe";
import { env } from "../../config/env";
import { db, type Tx } from "../../db/client";
import { AppError, badRequest } from "../../core/errors";
import { stripe } from "../stripe-client";
import { applyInvoiceEvent } from "./apply-invoice";
import { applySubscriptionEvent } from "./apply-subscription";
import { log } from "../../core/log";
import { envelopeProblem } from "./event-envelope";
import { createHash } from "node:crypto";

// A signature older than this is refused, so a captured request cannot be
// replayed later (Stripe's own default, set explicitly); one dated further
// ahead than this is refused too (the SDK checks only the past).
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// The t= of a Stripe-Signature header, in seconds.
export function signatureTimestamp(header: string): number | null {
  const t = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  return t === undefined ? null : Number(t);
}
const MAX_PAYLOAD_BYTES = 1024 * 1024;

// POST /api/webhooks/stripe. The signature is checked over the exact bytes
// received; the event id is stored in the transaction of its effect, so each
// event has its effect once however often (or concurrently) it is delivered.
export async function receiveStripeWebhook(req: Request): Promise<{ received: true; duplicate: boolean }> {
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw badRequest("The Stripe-Signature header is missing.");
  const payload = await readPayload(req);
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(payload, signature, env().STRIPE_WEBHOOK_SECRET, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw badRequest("The Stripe signature could not be verified.");
  }
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null || signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw badRequest("The Stripe signature is dated in the future.");
  }
  const problem = envelopeProblem(event);
  const applied = problem ? await recordMalformed(payload, problem) : await processOnce(event);
  return { received: true, duplicate: !applied };
}

// Recorded under an id made from the body, so a redelivery is the same row.
async function recordMalformed(payload: Buffer, problem: string): Promise<boolean> {
  const id = `malformed_${createHash("sha256").update(payload).digest("hex").slice(0, 40)}`;
  log.warn({ eventId: id, problem }, "a signed Stripe body is not an event; acknowledged and recorded");
  const inserted = await db.providerEvent.createManyAndReturn({ data: [{ id, type: "(malformed)", notApplied: problem }], skipDuplicates: true, select: { id: true } });
  return inserted.length > 0;
}

async function processOnce(event: Stripe.Event): Promise<boolean> {
  // Generous waits: a burst of redeliveries queues for the connection pool
  // rather than failing (Stripe would only send them again).
  return db.$transaction(
    async (tx) => {
      const inserted = await tx.providerEvent.createManyAndReturn({
        data: [{ id: event.id, type: event.type }],
        skipDuplicates: true,
        select: { id: true },
      });
      if (inserted.length === 0) return false;
      await applyOrRecord(tx, event);
      return true;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

// A signed event whose data cannot be applied (an empty object, a field of
// an unexpected type) is acknowledged and kept with the reason: Stripe
// would only send it again, and a 500 would mark the endpoint failing. The
// savepoint takes back whatever the attempt wrote; a database that stops
// answering fails the whole transaction, so that event is answered 500 and
// retried.
async function applyOrRecord(tx: Tx, event: Stripe.Event): Promise<void> {
  await tx.$executeRaw`SAVEPOINT apply_event`;
  try {
    await apply(tx, event);
  } catch (err) {
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT apply_event`;
    const reason = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : "unknown error";
    log.error({ err, eventId: event.id, type: event.type }, "a signed Stripe event could not be applied; acknowledged and recorded");
    await tx.providerEvent.update({ where: { id: event.id }, data: { notApplied: reason } });
  }
}

async function apply(tx: Tx, event: Stripe.Event): Promise<void> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "customer.subscription.created":
      return applySubscriptionEvent(tx, "created", event.data.object, at);
    case "customer.subscription.updated":
      return applySubscriptionEvent(tx, "updated", event.data.object, at);
    case "customer.subscription.deleted":
      return applySubscriptionEvent(tx, "deleted", event.data.object, at);
    case "invoice.finalized":
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_succeeded":
    case "invoice.marked_uncollectible":
    case "invoice.voided":
      return applyInvoiceEvent(tx, event.type, event.data.object, at);
    default:
    // Other event types are acknowledged (and recorded) without an effect.
  }
}

async function readPayload(req: Request): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_PAYLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > MAX_PAYLOAD_BYTES) {
      await reader?.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}
