import { readFile } from "node:fs/promises";
import path from "node:path";

// DejaVu Sans (npm dejavu-fonts-ttf): every Latin, Greek and Cyrillic
// letter Europe writes, so a sheet in Polish, Greek or Bulgarian has no
// missing glyphs; the PDF embeds only the glyphs it uses. Read once per
// process, from the package as installed beside the service.
const DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

export function sheetFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fonts ??= Promise.all([readFile(path.join(DIR, "DejaVuSans.ttf")), readFile(path.join(DIR, "DejaVuSans-Bold.ttf"))]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
