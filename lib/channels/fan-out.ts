import { db } from "../db/client";
import { requestChannelPage } from "./events";

// Changed products go out to every http channel of their supplier, as one
// page per channel. The outbox event id keeps a retried fan-out from
// enqueueing the same pages twice.
export async function fanOutChangedProducts(organizationId: string, productIds: string[], eventId: string): Promise<{ channels: number }> {
  const channels = await db.channel.findMany({ where: { organizationId }, select: { id: true, destination: true } });
  const http = channels.filter((c) => (c.destination as { type?: string }).type === "http");
  await db.$transaction(async (tx) => {
    for (const channel of http) {
      await requestChannelPage(
        tx,
        { organizationId, channelId: channel.id, runId: null, mode: "deliver", after: null, productIds },
        `channel-change:${eventId}:${channel.id}`,
      );
    }
  });
  return { channels: http.length };
}
