import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

// Real bytes for the asset and rendition tests and the rendition benchmark.

export const MB = 1_048_576;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

// A valid grayscale PNG of width×height black pixels. Zeros deflate about
// 1000:1, so 10240×10240 (105 megapixels, 100 MB decoded) is ~100 KB: a
// decompression bomb. Rows are deflated in slices, never all in memory.
export async function bombPng(width = 10_240, height = 10_240): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.once("end", resolve));
  const rows = 256;
  const slice = Buffer.alloc(rows * (width + 1));
  for (let y = 0; y < height; y += rows) {
    const count = Math.min(rows, height - y);
    if (!deflate.write(slice.subarray(0, count * (width + 1)))) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", Buffer.concat(parts)), pngChunk("IEND", Buffer.alloc(0))]);
}

// A photo-like image (noise compresses like a real photo, a flat colour does not).
export async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" = "jpeg"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .toFormat(format)
    .toBuffer();
}

// A JPEG signature followed by bytes that are no image: passes the upload
// check, fails any decode.
export function corruptJpeg(size = 64 * 1024): Buffer {
  const bytes = Buffer.alloc(size, 0x5a);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

// Leading bytes of a type followed by zero padding up to size.
export function padded(leading: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  leading.copy(bytes);
  return bytes;
}

export const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from("%PDF-1.7\n", "latin1"),
  mp4: Buffer.from("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00", "latin1"),
  quicktime: Buffer.from("\x00\x00\x00\x14ftypqt  \x00\x00\x02\x00", "latin1"),
  webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
};
