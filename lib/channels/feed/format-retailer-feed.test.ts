import { describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { GOOGLE_NAMESPACE, RSS_TAIL, rssHead, rssItem, tsvHead, tsvLine } from "./format-retailer-feed";

const columns = ["id", "title", "price", "additional_image_link"];
const records = [
  { sku: "A", fields: { id: "A", title: 'Chair & "oak" <b>\u0001', price: "15.00 EUR", additional_image_link: ["https://x.example/1.jpg?a=1&b=2", "https://x.example/2.jpg"] } },
  { sku: "B", fields: { id: "B", title: "Tab\there\nnewline", price: "1500 JPY" } },
];

describe("retailer feed formats", () => {
  it("writes RSS 2.0 with Google's namespace that a parser reads back", () => {
    const xml = rssHead({ title: "Shop & co", link: "https://pim.example/", description: "d" }) + records.map((r) => rssItem(columns, r)).join("") + RSS_TAIL;
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" || name === "g:additional_image_link" }).parse(xml);
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss["@_xmlns:g"]).toBe(GOOGLE_NAMESPACE);
    expect(doc.rss.channel.title).toBe("Shop & co");
    const [a, b] = doc.rss.channel.item;
    expect(a["g:title"]).toBe('Chair & "oak" <b>');
    expect(a["g:additional_image_link"]).toEqual(["https://x.example/1.jpg?a=1&b=2", "https://x.example/2.jpg"]);
    expect(b["g:price"]).toBe("1500 JPY");
    expect(b).not.toHaveProperty("g:additional_image_link");
  });

  it("writes Google's tab-separated form, lists comma-separated, no tab or line break inside a value", () => {
    expect(tsvHead(columns)).toBe("id\ttitle\tprice\tadditional_image_link\n");
    expect(tsvLine(columns, records[0]!)).toBe('A\tChair & "oak" <b>\u0001\t15.00 EUR\thttps://x.example/1.jpg?a=1&b=2,https://x.example/2.jpg\n');
    expect(tsvLine(columns, records[1]!)).toBe("B\tTab here newline\t1500 JPY\t\n");
  });
});
