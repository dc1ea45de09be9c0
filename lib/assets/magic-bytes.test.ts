import { describe, expect, it } from "vitest";
import { matchesSignature } from "./magic-bytes";

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ""), "hex");
const text = (s: string) => Buffer.from(s, "latin1");
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(32)]);

const samples: Record<string, Buffer> = {
  "image/jpeg": pad(hex("FF D8 FF E0")),
  "image/png": pad(hex("89 50 4E 47 0D 0A 1A 0A")),
  "image/gif": pad(text("GIF89a")),
  "image/webp": pad(text("RIFF\x10\x00\x00\x00WEBPVP8 ")),
  "application/pdf": pad(text("%PDF-1.7\n")),
  "video/mp4": pad(text("\x00\x00\x00\x18ftypisom")),
  "video/quicktime": pad(text("\x00\x00\x00\x14ftypqt  ")),
  "video/webm": pad(hex("1A 45 DF A3")),
};

describe("file signatures", () => {
  it("accepts each type's own signature and refuses every other one", () => {
    for (const [declared] of Object.entries(samples)) {
      for (const [actual, bytes] of Object.entries(samples)) {
        expect(matchesSignature(declared, bytes), `${actual} declared as ${declared}`).toBe(declared === actual);
      }
    }
  });

  it("knows both GIF versions", () => {
    expect(matchesSignature("image/gif", pad(text("GIF87a")))).toBe(true);
    expect(matchesSignature("image/gif", pad(text("GIF88a")))).toBe(false);
  });

  it("refuses empty and truncated files", () => {
    for (const mime of Object.keys(samples)) expect(matchesSignature(mime, Buffer.alloc(0))).toBe(false);
    expect(matchesSignature("image/png", hex("89 50 4E 47"))).toBe(false);
    expect(matchesSignature("image/webp", text("RIFF\x10\x00\x00\x00WEB"))).toBe(false);
  });

  it("cannot check types without a signature, so lets them through", () => {
    expect(matchesSignature("text/csv", text("sku,name\n"))).toBe(true);
  });
});
