import { AppError, badRequest } from "../core/errors";

export const MAX_JSON_BYTES = 1024 * 1024;

function tooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MiB.");
}

// The body as text, at most `maxBytes`: a declared length over it is
// refused before reading, and a chunked body is cut off as soon as it passes
// it (null either way).
export async function readBoundedText(req: Request, maxBytes: number): Promise<string | null> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// Reads at most MAX_JSON_BYTES.
export async function readJson(req: Request): Promise<unknown> {
  const text = await readBoundedText(req, MAX_JSON_BYTES);
  if (text === null) throw tooLarge();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}
