// The retailer forms of a templated channel's feed (docs/api.md, "Retailer
// templates"). Pure and incremental: a file is written as a head, one chunk
// per record and a tail, so a writer can stream a catalogue of any size.
import { XMLBuilder } from "fast-xml-parser";
import type { FeedRecord } from "./format-feed";

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

const builder = new XMLBuilder({ processEntities: true, suppressEmptyNode: false });

// Characters XML 1.0 cannot carry at all, even escaped.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (value: unknown) => String(value).replace(NOT_XML, "");

export type FeedHead = { title: string; link: string; description: string };

// RSS 2.0 with Google's g namespace: the channel's required title, link and
// description, then one <item> per record, each target a g:<target>
// element, a list as repeated elements.
export function rssHead(head: FeedHead): string {
  const channel = builder.build({ title: xmlText(head.title), link: xmlText(head.link), description: xmlText(head.description) });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}"><channel>${channel}\n`;
}

export function rssItem(columns: readonly string[], record: FeedRecord): string {
  const item: Record<string, unknown> = {};
  for (const column of columns) {
    const value = record.fields[column];
    if (value === undefined || value === null) continue;
    item[`g:${column}`] = Array.isArray(value) ? value.map(xmlText) : xmlText(value);
  }
  return `${builder.build({ item })}\n`;
}

export const RSS_TAIL = "</channel></rss>\n";

// Google's tab-separated form: a header of the targets, one line per
// record, lists comma-separated. The form has no quoting, so a tab or a line
// break inside a value becomes a space (a library would only add quoting to
// be turned off again).
const TSV_BREAK = /[\t\r\n]+/g;
const tsvCell = (value: unknown) => (value === undefined || value === null ? "" : (Array.isArray(value) ? value.join(",") : String(value)).replace(TSV_BREAK, " "));

export function tsvHead(columns: readonly string[]): string {
  return `${columns.join("\t")}\n`;
}

export function tsvLine(columns: readonly string[], record: FeedRecord): string {
  return `${columns.map((c) => tsvCell(record.fields[c])).join("\t")}\n`;
}
