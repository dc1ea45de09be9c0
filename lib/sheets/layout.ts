import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { sheetFonts } from "./fonts";
import type { SheetProduct } from "./sheet-source";

// Product sheets and line sheets laid out with pdf-lib: A4 portrait, text
// wrapped to its box, a product sheet on one or two pages.
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.17);
const MUTED = rgb(0.33, 0.36, 0.42);
const RULE = rgb(0.85, 0.87, 0.9);

export type Fonts = { regular: PDFFont; bold: PDFFont };

export async function newSheetDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await sheetFonts();
  const [regular, bold] = await Promise.all([doc.embedFont(bytes.regular, { subset: true }), doc.embedFont(bytes.bold, { subset: true })]);
  doc.setTitle(title);
  doc.setProducer("Product information service");
  return { doc, fonts: { regular, bold } };
}

// Lines of at most `width` points, broken between words (a word wider than
// the line is broken where it must be).
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, "").split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

// A cursor down the pages of one sheet; `room` asks for space and turns
// the page when there is none, or answers false past the last page allowed.
class Flow {
  page: PDFPage;
  y: number;
  pages = 1;
  constructor(
    private readonly doc: PDFDocument,
    private readonly maxPages: number,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  // Kept free at the foot of the last page for the line that says what did not fit.
  private readonly reserve = 16;
  room(height: number): boolean {
    if (this.y - height >= MARGIN + (this.pages >= this.maxPages ? this.reserve : 0)) return true;
    if (this.pages >= this.maxPages) return false;
    this.page = this.doc.addPage(A4);
    this.pages++;
    this.y = A4[1] - MARGIN;
    return true;
  }
  text(text: string, font: PDFFont, size: number, options: { x?: number; width?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}): boolean {
    const x = options.x ?? MARGIN;
    for (const line of wrap(text, font, size, options.width ?? WIDTH)) {
      if (!this.room(size * 1.35)) return false;
      this.y -= size * 1.35;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
    return true;
  }
}

// One product on one or two pages; what does not fit says so at the end.
export async function drawProductSheet(doc: PDFDocument, fonts: Fonts, product: SheetProduct, labels: { sku: string; variants: string; passport: string; more: (n: number) => string }): Promise<void> {
  const flow = new Flow(doc, 2);
  if (product.passportQr) {
    // Top right, beside the name: what a reader scans for the passport.
    const qr = await doc.embedPng(product.passportQr);
    flow.page.drawImage(qr, { x: MARGIN + WIDTH - 72, y: A4[1] - MARGIN - 72, width: 72, height: 72 });
    flow.page.drawText(labels.passport, { x: MARGIN + WIDTH - 72, y: A4[1] - MARGIN - 82, size: 7, font: fonts.regular, color: MUTED });
  }
  flow.text(product.name, fonts.bold, 20, { gap: 2, width: product.passportQr ? WIDTH - 84 : WIDTH });
  flow.text(`${labels.sku} ${product.sku}`, fonts.regular, 10, { color: MUTED, gap: 12 });
  if (product.image) {
    const image = await doc.embedJpg(product.image);
    const scale = Math.min(260 / image.width, 260 / image.height, 1);
    const [w, h] = [image.width * scale, image.height * scale];
    flow.page.drawImage(image, { x: MARGIN, y: flow.y - h, width: w, height: h });
    flow.y -= h + 16;
  }
  if (product.description) flow.text(product.description, fonts.regular, 10.5, { gap: 12 });
  let shown = 0;
  const total = product.groups.reduce((n, g) => n + g.rows.length, 0) + (product.variants?.rows.length ?? 0);
  outer: for (const group of product.groups) {
    if (!flow.room(40)) break;
    flow.text(group.title, fonts.bold, 12, { gap: 4 });
    for (const row of group.rows) {
      const labelLines = wrap(row.label, fonts.regular, 9.5, WIDTH * 0.38);
      const valueLines = wrap(row.value, fonts.regular, 9.5, WIDTH * 0.58);
      const height = Math.max(labelLines.length, valueLines.length) * 9.5 * 1.35 + 4;
      if (!flow.room(height)) break outer;
      labelLines.forEach((line, i) => flow.page.drawText(line, { x: MARGIN, y: flow.y - 9.5 * 1.35 * (i + 1), size: 9.5, font: fonts.regular, color: MUTED }));
      valueLines.forEach((line, i) => flow.page.drawText(line, { x: MARGIN + WIDTH * 0.4, y: flow.y - 9.5 * 1.35 * (i + 1), size: 9.5, font: fonts.regular, color: INK }));
      flow.y -= height;
      flow.page.drawLine({ start: { x: MARGIN, y: flow.y + 2 }, end: { x: MARGIN + WIDTH, y: flow.y + 2 }, thickness: 0.4, color: RULE });
      shown++;
    }
    flow.y -= 8;
  }
  if (product.variants && product.variants.rows.length > 0 && flow.room(60)) {
    flow.text(labels.variants, fonts.bold, 12, { gap: 4 });
    const columns = [labels.sku, ...product.variants.axes];
    const colWidth = WIDTH / columns.length;
    const line = (cells: string[], font: PDFFont) => {
      if (!flow.room(14)) return false;
      flow.y -= 13;
      cells.forEach((cell, i) => flow.page.drawText(wrap(cell, font, 9, colWidth - 6)[0] ?? "", { x: MARGIN + i * colWidth, y: flow.y, size: 9, font, color: INK }));
      return true;
    };
    if (line(columns, fonts.bold)) for (const row of product.variants.rows) if (line([row.sku, ...row.values], fonts.regular)) shown++; else break;
  }
  if (shown < total) {
    flow.y -= 13;
    flow.page.drawText(labels.more(total - shown), { x: MARGIN, y: Math.max(flow.y, MARGIN), size: 9, font: fonts.regular, color: MUTED });
  }
}

// A line sheet: a header, then a row per product with its thumbnail, name,
// sku and first attributes, as many rows a page as fit.
export class LineSheet {
  private page: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly title: string,
  ) {
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.title, { x: MARGIN, y: this.y - 14, size: 14, font: this.fonts.bold, color: INK });
    this.y -= 30;
    return this.page;
  }
  async add(product: SheetProduct, skuLabel: string): Promise<void> {
    const ROW = 86;
    if (this.y - ROW < MARGIN) this.newPage();
    const top = this.y;
    if (product.image) {
      const image: PDFImage = await this.doc.embedJpg(product.image);
      const scale = Math.min(72 / image.width, 72 / image.height, 1);
      this.page.drawImage(image, { x: MARGIN, y: top - 76 + (72 - image.height * scale) / 2, width: image.width * scale, height: image.height * scale });
    }
    const x = MARGIN + 86;
    const width = WIDTH - 86;
    this.page.drawText(wrap(product.name, this.fonts.bold, 11, width)[0] ?? "", { x, y: top - 14, size: 11, font: this.fonts.bold, color: INK });
    this.page.drawText(`${skuLabel} ${product.sku}`, { x, y: top - 28, size: 8.5, font: this.fonts.regular, color: MUTED });
    const facts = product.groups.flatMap((g) => g.rows).slice(0, 4);
    facts.forEach((row, i) =>
      this.page.drawText(wrap(`${row.label}: ${row.value}`, this.fonts.regular, 8.5, width)[0] ?? "", { x, y: top - 42 - i * 11, size: 8.5, font: this.fonts.regular, color: INK }),
    );
    this.y = top - ROW;
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 4 }, end: { x: MARGIN + WIDTH, y: this.y + 4 }, thickness: 0.4, color: RULE });
  }
}
