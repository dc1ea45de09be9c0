import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import type { DeliveredRecord, PublicationDetail } from "./documents";
import { serializePublication } from "./publications";

// One product's publication on a channel, with the record it last delivered.
// Another organisation's channel or product matches nothing, as does a
// product the channel has never evaluated: all three are 404.
export async function getPublication(principal: Principal, channelId: string, productId: string): Promise<PublicationDetail> {
  const channel = await db.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) }, select: { id: true } });
  if (!channel) throw notFound("Channel");
  const publication = await db.publication.findFirst({ where: { channelId, productId, ...ownedBy(principal) } });
  if (!publication) throw notFound("Publication");
  // Only the delivery paths write the column, always in this shape.
  return { ...serializePublication(publication), deliveredRecord: publication.deliveredRecord as DeliveredRecord | null };
}
