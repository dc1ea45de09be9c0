// Response bodies of the billing endpoints (contract section 8), type-only so
// the portals can import them; the serializers return these types.
import type { InvoiceSource } from "../db/generated/enums";
import type { Interval, PlanCode } from "./plans";

export type PlanOffer = { code: PlanCode; name: string; interval: Interval; unitAmount: number; currency: string };

export type SubscriptionView = {
  // The current subscription; an ended one is not current.
  subscription: { planCode: string; status: string; interval: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean } | null;
  availablePlans: PlanOffer[];
  portalAvailable: boolean;
  selfServeAvailable: boolean;
};

export type InvoiceDocument = {
  id: string;
  number: string | null;
  status: string;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  amountDue: number;
  amountPaid: number;
  createdAt: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  archived: boolean;
  documentUrl: string | null;
  source: InvoiceSource;
};
