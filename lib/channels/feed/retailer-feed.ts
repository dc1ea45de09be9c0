import { once } from "node:events";
import { writeObjectStream } from "../../storage/objects";
import { appUrl } from "../../config/app-url";
import type { AttributeMap } from "../schemas";
import type { ChannelTemplate } from "../templates/template";
import type { FeedRecord } from "./format-feed";
import { RSS_TAIL, rssHead, rssItem, tsvHead, tsvLine } from "./format-retailer-feed";

// The columns of a templated feed: the template's targets the map fills, in
// the template's order, and the variant group the service fills itself.
export function retailerColumns(template: ChannelTemplate | null, map: AttributeMap): string[] {
  if (!template) return Object.keys(map);
  return template.targets.map((t) => t.name).filter((name) => name in map || name === template.groupTarget);
}

export function* retailerFeedChunks(
  format: "xml" | "tsv",
  channel: { id: string; name: string },
  template: ChannelTemplate | null,
  map: AttributeMap,
  records: Iterable<FeedRecord>,
): Generator<string> {
  const columns = retailerColumns(template, map);
  yield format === "xml" ? rssHead({ title: channel.name, link: appUrl("/"), description: `Products of the channel ${channel.name}` }) : tsvHead(columns);
  for (const record of records) yield format === "xml" ? rssItem(columns, record) : tsvLine(columns, record);
  if (format === "xml") yield RSS_TAIL;
}

// Chunks gathered to about this size before each write to the upload.
const WRITE_BYTES = 256 * 1024;

// The file streamed to the store as it is formatted (multipart upload), so
// its size costs no memory of its own; the store keeps the old file until
// the upload completes.
export async function putFeedChunks(key: string, contentType: string, chunks: Iterable<string>): Promise<void> {
  const writer = await writeObjectStream(key, contentType);
  try {
    let pending = "";
    for (const chunk of chunks) {
      pending += chunk;
      if (pending.length < WRITE_BYTES) continue;
      if (!writer.stream.write(pending)) await once(writer.stream, "drain");
      pending = "";
    }
    writer.stream.end(pending);
    await writer.done;
  } catch (err) {
    writer.stream.destroy(err as Error);
    await writer.done.catch(() => undefined);
    throw err;
  }
}
