import { readFile } from "node:fs/promises";
import path from "node:path";

// Swagger UI's browser bundle and stylesheet, served from our own
// node_modules (no CDN), so /docs/api works offline. Only these two files.
const DIST = path.join(process.cwd(), "node_modules/swagger-ui-dist");
const FILES: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};
const read = new Map<string, Promise<Buffer>>();

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const type = FILES[file];
  if (!type) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!read.has(file)) read.set(file, readFile(path.join(DIST, file)));
  return new Response(new Uint8Array(await read.get(file)!), {
    headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" },
  });
}
