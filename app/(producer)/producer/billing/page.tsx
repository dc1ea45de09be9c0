import type { Metadata } from "next";
import { Billing } from "@/components/account/billing";

export const metadata: Metadata = { title: "Billing" };

export default function BillingPage() {
  return <Billing />;
}
