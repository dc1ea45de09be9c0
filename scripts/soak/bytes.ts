import { randomBytes } from "node:crypto";

// A small file that passes the JPEG magic-byte check at confirm.
export function jpegBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048), Buffer.from([0xff, 0xd9])]);
}
