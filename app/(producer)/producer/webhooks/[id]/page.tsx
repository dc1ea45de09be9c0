import type { Metadata } from "next";
import { EndpointDetail } from "@/components/webhooks/endpoint-detail";

export const metadata: Metadata = { title: "Webhook endpoint" };

export default async function WebhookEndpointPage({ params }: { params: Promise<{ id: string }> }) {
  return <EndpointDetail id={(await params).id} />;
}
