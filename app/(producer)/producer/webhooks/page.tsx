import type { Metadata } from "next";
import { WebhookEndpoints } from "@/components/webhooks/webhook-endpoints";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return <WebhookEndpoints />;
}
