import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { checkoutSessionBody } from "@/lib/billing/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { InvoiceDocument, SubscriptionView } from "@/lib/billing/documents";
import type { SignedLink } from "@/lib/storage/documents";
import { usePaged } from "./paged";

export const useSubscription = () =>
  useQuery({ queryKey: keys.billing.subscription(), queryFn: ({ signal }) => api<SubscriptionView>("/api/v1/billing/subscription", { signal }) });

export const useInvoices = () => usePaged<InvoiceDocument>(keys.billing.invoices(), "/api/v1/billing/invoices");

// Both answer a provider-hosted URL that the browser follows at once.
export const useCheckout = () =>
  useMutation({ mutationFn: (body: z.input<typeof checkoutSessionBody>) => api<{ url: string }>("/api/v1/billing/checkout-session", { method: "POST", body }) });

export const usePortalSession = () => useMutation({ mutationFn: () => api<{ url: string }>("/api/v1/billing/portal-session", { method: "POST", body: {} }) });

// documentUrl is a path to a link endpoint; the link itself is short-lived,
// so it is fetched on every click and never kept.
export const invoiceDocumentLink = (documentUrl: string) => api<SignedLink>(documentUrl, { query: { format: "pdf" } });
