// Response bodies of the billing endpoints (docs/api.md, "Billing"). Each type is
// the z.infer of its schema (one source for the serializers, the OpenAPI
// document and the portals); browser-safe.
import { z } from "zod";
import { InvoiceSource } from "../db/generated/enums";
import { INTERVALS, PLAN_CODES } from "./plan-codes";

export const planOffer = z.object({ code: z.enum(PLAN_CODES), name: z.string(), interval: z.enum(INTERVALS), unitAmount: z.number().int(), currency: z.string() });
export type PlanOffer = z.infer<typeof planOffer>;

export const subscriptionView = z.object({
  // The current subscription; an ended one is not current.
  subscription: z
    .object({ planCode: z.string(), status: z.string(), interval: z.string(), currentPeriodEnd: z.string(), cancelAtPeriodEnd: z.boolean() })
    .nullable(),
  availablePlans: z.array(planOffer),
  portalAvailable: z.boolean(),
  selfServeAvailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const invoiceDocument = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  createdAt: z.string(),
  hostedUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  archived: z.boolean(),
  documentUrl: z.string().nullable(),
  source: z.enum(InvoiceSource),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

// A provider-hosted page (Stripe Checkout, the customer portal) the browser follows at once.
export const hostedPage = z.object({ url: z.string() });
export type HostedPage = z.infer<typeof hostedPage>;

// Step one of an external invoice: the PDF goes to uploadUrl with these headers.
export const externalInvoiceUpload = z.object({
  invoiceId: z.string(),
  uploadUrl: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type ExternalInvoiceUpload = z.infer<typeof externalInvoiceUpload>;
