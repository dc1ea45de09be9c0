import { readFile } from "node:fs/promises";
import path from "node:path";

// Scalar's browser bundle, served from our own node_modules (the package
// exports no path to it, so it is read from the installed package).
const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let bundle: Promise<Buffer> | undefined;

export async function GET(): Promise<Response> {
  bundle ??= readFile(BUNDLE);
  return new Response(new Uint8Array(await bundle), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
