import { describe, expect, it } from "vitest";
import { holdingJsonText, holdsJsonText, JsonText, stringifyWithJsonText } from "./json-text";

describe("JsonText", () => {
  it("is spliced in as written, nested anywhere, beside ordinary values", () => {
    const page = { items: [new JsonText('{"id": "a", "n": 1}'), new JsonText('{"id":"b"}')], nextCursor: null, facets: [{ field: "tags", counts: [] }] };
    const text = stringifyWithJsonText(page);
    expect(text).toBe('{"items":[{"id": "a", "n": 1},{"id":"b"}],"nextCursor":null,"facets":[{"field":"tags","counts":[]}]}');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it("serializes the ordinary way as the value it holds", () => {
    expect(JSON.stringify({ a: new JsonText('{"x": [1, 2]}') })).toBe('{"a":{"x":[1,2]}}');
  });

  it("leaves a string that merely looks like a marker alone", () => {
    const value = { s: "@pis-json-0000:0", items: [new JsonText("1")] };
    expect(JSON.parse(stringifyWithJsonText(value))).toEqual({ s: "@pis-json-0000:0", items: [1] });
  });

  it("marks an answer that holds JSON text, through object spread", () => {
    const page = holdingJsonText({ items: [] as JsonText[] });
    expect(holdsJsonText({ ...page, total: 1 })).toBe(true);
    expect(holdsJsonText({ items: [] })).toBe(false);
    expect(JSON.stringify(page)).toBe('{"items":[]}');
  });
});
