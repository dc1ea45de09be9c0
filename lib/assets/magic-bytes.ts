// File signatures of the accepted types (docs/api.md, "Assets and renditions"). Confirm reads
// this many leading bytes with a ranged GET and never more.
export const LEADING_BYTES = 4096;

const ascii = (text: string) => Buffer.from(text, "latin1");

function at(bytes: Buffer, offset: number, expected: Buffer): boolean {
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

const isMp4Family = (b: Buffer) => at(b, 4, ascii("ftyp"));
const QUICKTIME_BRAND = ascii("qt  ");

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  "image/jpeg": (b) => at(b, 0, Buffer.from([0xff, 0xd8, 0xff])),
  "image/png": (b) => at(b, 0, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/gif": (b) => at(b, 0, ascii("GIF87a")) || at(b, 0, ascii("GIF89a")),
  "image/webp": (b) => at(b, 0, ascii("RIFF")) && at(b, 8, ascii("WEBP")),
  "application/pdf": (b) => at(b, 0, ascii("%PDF-")),
  // A QuickTime file declared as MP4 (or the reverse) is a mismatch: players
  // and channels pick a decoder from the declared type.
  "video/mp4": (b) => isMp4Family(b) && !at(b, 8, QUICKTIME_BRAND),
  "video/quicktime": (b) => isMp4Family(b) && at(b, 8, QUICKTIME_BRAND),
  "video/webm": (b) => at(b, 0, Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

// Whether the leading bytes agree with the declared type. Types without a
// known signature (plain documents) cannot be checked and pass.
export function matchesSignature(mimeType: string, leading: Buffer): boolean {
  const check = SIGNATURES[mimeType];
  return check ? check(leading) : true;
}
