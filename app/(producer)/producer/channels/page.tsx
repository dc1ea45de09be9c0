import type { Metadata } from "next";
import { ChannelList } from "@/components/channels/channel-list";

export const metadata: Metadata = { title: "Channels" };

export default function ChannelsPage() {
  return <ChannelList />;
}
