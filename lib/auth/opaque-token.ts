import { createHash, randomBytes } from "node:crypto";

// One-time secrets (refresh tokens, invitations): random, stored only as a hash.
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
