import { hash, randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 40;
const KEY_SHAPE = /^pis_(live|sandbox)_[0-9A-Za-z]{32,}$/;

// Rejection sampling keeps every base62 character equally likely.
function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(sandbox: boolean): { key: string; prefix: string; hash: string } {
  const key = `pis_${sandbox ? "sandbox" : "live"}_${randomBase62(SECRET_LENGTH)}`;
  return { key, prefix: keyPrefix(key), hash: hashApiKey(key) };
}

// Hashed on every request: the one-shot form makes no Hash object.
export function hashApiKey(key: string): string {
  return hash("sha256", key, "hex");
}

// Enough to recognise a key in a list or an audit row, far too little to use it.
export function keyPrefix(key: string): string {
  return key.slice(0, key.lastIndexOf("_") + 7);
}

export function looksLikeApiKey(value: string): boolean {
  return value.length <= 200 && KEY_SHAPE.test(value);
}
