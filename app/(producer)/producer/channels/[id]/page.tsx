import type { Metadata } from "next";
import { ChannelDetail } from "@/components/channels/channel-detail";

export const metadata: Metadata = { title: "Channel" };

export default async function ChannelPage({ params }: { params: Promise<{ id: string }> }) {
  return <ChannelDetail id={(await params).id} />;
}
