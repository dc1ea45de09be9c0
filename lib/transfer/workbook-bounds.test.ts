import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import archiver from "archiver";
import ExcelJS from "exceljs";
import unzipper from "unzipper";
import { describe, expect, it } from "vitest";
import { WORKBOOK_BOUNDS } from "./imports/limits";
import { checkWorkbookBounds, type WorkbookBounds } from "./workbook-bounds";

const MiB = 1_048_576;

// A file as the object store streams it, in 64 KiB pieces.
const stored = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536)));

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// A zip of the given parts, each deflated as it streams in.
async function zip(parts: { name: string; body: string | Iterable<string | Buffer> }[], level = 6): Promise<Buffer> {
  const archive = archiver("zip", { zlib: { level } });
  const bytes = collect(archive);
  for (const part of parts) archive.append(typeof part.body === "string" ? part.body : Readable.from(part.body), { name: part.name });
  await archive.finalize();
  return bytes;
}

// A seeded generator, so the workbook measured is the same on every run.
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// 100,000 products × 20 columns of varied text and numbers, as a supplier's
// spreadsheet program would save them (shared strings).
async function catalogueWorkbook(): Promise<Buffer> {
  const next = random(7);
  const words = "chair table lamp sofa desk shelf oak walnut steel brass linen velvet modern classic compact large small nordic rustic premium outdoor indoor ergonomic foldable stackable".split(" ");
  const phrase = (n: number) => Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(" ");
  const amount = (max: number) => (next() * max).toFixed(2);
  const out = new PassThrough();
  const bytes = collect(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet("products");
  sheet.addRow(["sku", "name", "description", "status", "category", "family", "tags", "color", "material", "weight-kg", "width-cm", "height-cm", "depth-cm", "price-EUR", "price-USD", "count", "waterproof", "name-de-DE", "description-de-DE", "ean"]).commit();
  for (let i = 1; i <= 100_000; i++) {
    sheet
      .addRow([
        `SKU-${String(i).padStart(6, "0")}`,
        phrase(4),
        phrase(30),
        "active",
        `Category ${i % 50}`,
        "furniture",
        phrase(3).replace(/ /g, ", "),
        ["red", "blue", "green"][i % 3],
        words[i % words.length],
        amount(50),
        amount(200),
        amount(200),
        amount(200),
        amount(1000),
        amount(1000),
        String(Math.floor(next() * 100)),
        next() > 0.5 ? "true" : "false",
        phrase(4),
        phrase(30),
        String(4_000_000_000_000 + Math.floor(next() * 1e12)),
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return bytes;
}

// Each part's inflated size and compressed size, read by the test itself.
async function partsOf(bytes: Buffer): Promise<Map<string, { inflated: number; compressed: number }>> {
  const directory = await unzipper.Open.buffer(bytes);
  return new Map(directory.files.map((f) => [f.path, { inflated: f.uncompressedSize, compressed: f.compressedSize }]));
}

const small: WorkbookBounds = { totalBytes: 8 * MiB, sharedStringsBytes: 2 * MiB, partBytes: 4 * MiB, describingBytes: 1 * MiB, ratio: 100, rowXmlBytes: 64 * 1024 };
const workbookXml = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="s" sheetId="1"/></sheets></workbook>`;
const sheetXml = (rows: string) => `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

describe("checkWorkbookBounds", () => {
  it("reads the zip with the copy of unzipper exceljs reads it with", () => {
    const require = createRequire(import.meta.url);
    expect(require.resolve("unzipper", { paths: [path.dirname(require.resolve("exceljs"))] })).toBe(require.resolve("unzipper"));
  });

  it("passes a workbook of 100,000 rows and 20 columns with room under every bound", { timeout: 180_000 }, async () => {
    const bytes = await catalogueWorkbook();
    const parts = await partsOf(bytes);
    const sheet = parts.get("xl/worksheets/sheet1.xml")!;
    const strings = parts.get("xl/sharedStrings.xml")!;
    const total = [...parts.values()].reduce((sum, p) => sum + p.inflated, 0);
    const ratio = Math.max(...[...parts.values()].filter((p) => p.inflated > MiB).map((p) => p.inflated / p.compressed));
    console.log(
      `100,000 × 20 workbook: ${(bytes.length / MiB).toFixed(1)} MiB; worksheet ${(sheet.inflated / MiB).toFixed(1)} MiB, shared strings ${(strings.inflated / MiB).toFixed(1)} MiB, ${(total / MiB).toFixed(1)} MiB in all; largest ratio ${ratio.toFixed(1)}`,
    );
    expect(bytes.length).toBeLessThan(50 * MiB);
    expect(sheet.inflated).toBeLessThan(WORKBOOK_BOUNDS.partBytes / 2);
    expect(strings.inflated).toBeLessThan(WORKBOOK_BOUNDS.sharedStringsBytes / 2);
    expect(total).toBeLessThan(WORKBOOK_BOUNDS.totalBytes / 2);
    expect(ratio).toBeLessThan(WORKBOOK_BOUNDS.ratio / 4);
    await expect(checkWorkbookBounds(stored(bytes), WORKBOOK_BOUNDS)).resolves.toBeUndefined();
  });

  it("refuses shared strings that inflate a thousandfold after a few MiB", async () => {
    const mib = Buffer.alloc(MiB, "a");
    const body = function* () {
      yield "<sst><si><t>";
      for (let i = 0; i < 256; i++) yield mib;
      yield "</t></si></sst>";
    };
    const bomb = await zip([{ name: "xl/workbook.xml", body: workbookXml }, { name: "xl/sharedStrings.xml", body: body() }], 9);
    let read = 0;
    const source = stored(bomb).on("data", (chunk: Buffer) => (read += chunk.length));
    await expect(checkWorkbookBounds(source, WORKBOOK_BOUNDS)).rejects.toThrow(
      "The workbook's part xl/sharedStrings.xml unpacks to more than 100 times its compressed size, the limit for an XLSX import",
    );
    // Refused long before the file's end.
    expect(read).toBeLessThan(bomb.length);
  });

  it("refuses each part past its size, however well it compresses", async () => {
    const text = (mib: number) => Array.from({ length: mib * 16 }, (_, i) => `<si><t>${Buffer.alloc(49_152, String(i)).toString("base64")}</t></si>`);
    const strings = await zip([{ name: "xl/sharedStrings.xml", body: text(3) }]);
    await expect(checkWorkbookBounds(stored(strings), small)).rejects.toThrow("The workbook's shared strings (xl/sharedStrings.xml) unpack to more than 2 MiB");
    const sheets = await zip([{ name: "xl/worksheets/sheet1.xml", body: text(5) }]);
    await expect(checkWorkbookBounds(stored(sheets), { ...small, rowXmlBytes: 64 * MiB })).rejects.toThrow("part xl/worksheets/sheet1.xml unpacks to more than 4 MiB");
    const many = await zip(Array.from({ length: 3 }, (_, i) => ({ name: `xl/media/image${i}.bin`, body: text(3) })));
    await expect(checkWorkbookBounds(stored(many), small)).rejects.toThrow("The workbook unpacks to more than 8 MiB");
  });

  it("refuses a worksheet whose one row holds more XML than its bound", async () => {
    const wide = await zip([{ name: "xl/worksheets/sheet1.xml", body: sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${"x".repeat(100_000)}</t></is></c></row>`) }]);
    await expect(checkWorkbookBounds(stored(wide), small)).rejects.toThrow("holds more than 0.0625 MiB of XML in one row");
  });

  it("refuses a file that is not a zip, or is cut short", async () => {
    await expect(checkWorkbookBounds(stored(Buffer.from("sku,name\nA,b\n")), small)).rejects.toThrow(/not a valid XLSX workbook/);
    const whole = await zip([{ name: "xl/workbook.xml", body: workbookXml }, { name: "xl/worksheets/sheet1.xml", body: sheetXml('<row r="1"/>') }]);
    await expect(checkWorkbookBounds(stored(whole), small)).resolves.toBeUndefined();
    await expect(checkWorkbookBounds(stored(whole.subarray(0, whole.length - 30)), small)).rejects.toThrow(/not a valid XLSX workbook/);
  });
});
