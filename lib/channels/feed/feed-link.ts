import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound } from "../../core/errors";
import type { Principal } from "../../core/principal";
import { headObject } from "../../storage/objects";
import { DOWNLOAD_URL_SECONDS, presignDownload } from "../../storage/presign";
import type { SignedLink } from "../../storage/documents";
import type { Destination } from "../schemas";
import { FEED_CONTENT_TYPE, feedKey } from "./write-feed";

// A short-lived link to the feed file; 409 until the first file is written.
export async function feedLink(principal: Principal, channelId: string): Promise<SignedLink> {
  const channel = await db.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) } });
  if (!channel) throw notFound("Channel");
  const destination = channel.destination as Destination;
  if (destination.type !== "feed") throw invalidState("This channel delivers to an http destination, not a feed.");
  const key = feedKey(channel.organizationId, channel.id, destination.format);
  if (!(await headObject(key))) throw invalidState("No feed file yet: run Sync now to write the first one.");
  const url = await presignDownload(key, { contentType: FEED_CONTENT_TYPE[destination.format], attachmentName: `${channel.name}.${destination.format}` });
  return { url, expiresInSeconds: DOWNLOAD_URL_SECONDS };
}
