import { AppError, badRequest } from "../core/errors";

export const MAX_JSON_BYTES = 1024 * 1024;

function tooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
}

// Reads at most MAX_JSON_BYTES: a declared length over it is refused before
// reading, and a chunked body is cut off as soon as it passes it.
export async function readJson(req: Request): Promise<unknown> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_JSON_BYTES) throw tooLarge();
  if (!req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
