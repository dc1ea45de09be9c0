import { z } from "zod";
import { paginationQuery } from "../core/pagination";

// Request shapes of the billing endpoints; the one source of their types.
// Session bodies are strict: return URLs are the server's own, so a
// successUrl, cancelUrl or returnUrl (or anything else unknown) is a 422.
export const checkoutSessionBody = z
  .object({
    planCode: z.string().min(1).max(50),
    interval: z.enum(["month", "year"]),
  })
  .strict();
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBody>;

export const portalSessionBody = z.object({}).strict();

export const listInvoicesQuery = paginationQuery;

export const invoiceDocumentQuery = z.object({ format: z.enum(["pdf", "payload"]).default("pdf") });
export type InvoiceDocumentFormat = z.infer<typeof invoiceDocumentQuery>["format"];

// Any string: a malformed id is looked up (and audited) like an unknown one.
export const invoiceIdParams = z.object({ id: z.string().min(1).max(200) });

export const externalUploadBody = z.object({}).strict();

// Money is an integer in minor units; the column is a 32-bit integer.
export const externalInvoiceBody = z
  .object({
    invoiceId: z.uuid(),
    number: z.string().trim().min(1).max(100),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "A three-letter ISO 4217 code.")
      .transform((c) => c.toLowerCase()),
    total: z.number().int().min(0).max(2_147_483_647),
    issuedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ExternalInvoiceBody = z.infer<typeof externalInvoiceBody>;
