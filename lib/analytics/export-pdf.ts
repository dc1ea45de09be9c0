import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { DayFigures } from "./compute-series";

type Series = { label: string; color: [number, number, number]; values: number[] };

const PAGE: [number, number] = [842, 595]; // A4 landscape, points
const MARGIN = 40;
const ROW_HEIGHT = 14;

function chart(page: PDFPage, font: PDFFont, title: string, series: Series[], x: number, y: number, width: number, height: number) {
  page.drawText(title, { x, y: y + height + 8, size: 10, font });
  page.drawRectangle({ x, y, width, height, borderColor: rgb(0.75, 0.75, 0.75), borderWidth: 0.5 });
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  page.drawText(String(max), { x: x + 2, y: y + height - 9, size: 7, font, color: rgb(0.4, 0.4, 0.4) });
  series.forEach((s, si) => {
    const n = s.values.length;
    const px = (i: number) => x + (n === 1 ? width / 2 : (i / (n - 1)) * width);
    const py = (v: number) => y + (v / max) * (height - 4);
    for (let i = 1; i < n; i++) {
      page.drawLine({ start: { x: px(i - 1), y: py(s.values[i - 1]!) }, end: { x: px(i), y: py(s.values[i]!) }, thickness: 1.2, color: rgb(...s.color) });
    }
    if (n === 1) page.drawCircle({ x: px(0), y: py(s.values[0]!), size: 2, color: rgb(...s.color) });
    page.drawText(s.label, { x: x + width - 80, y: y - 12 - si * 10, size: 7, font, color: rgb(...s.color) });
  });
}

const megabytes = (b: bigint) => (Number(b) / 1048576).toFixed(1);

// A report a person can read: three trend charts, then the daily table.
export async function exportPdf(organizationName: string, from: string, to: string, rows: DayFigures[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Analytics ${organizationName} ${from} to ${to}`);
  doc.setCreationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const first = doc.addPage(PAGE);
  first.drawText(`${organizationName}: analytics ${from} to ${to}`, { x: MARGIN, y: PAGE[1] - MARGIN, size: 16, font: bold });
  const w = (PAGE[0] - MARGIN * 2 - 40) / 3;
  const col = (f: (r: DayFigures) => number) => rows.map(f);
  chart(first, font, "Products", [{ label: "products", color: [0.12, 0.3, 0.47], values: col((r) => r.productCount) }], MARGIN, 300, w, 180);
  chart(first, font, "Quality bands", [
    { label: "green", color: [0.1, 0.55, 0.2], values: col((r) => r.bandGreen) },
    { label: "amber", color: [0.85, 0.55, 0], values: col((r) => r.bandAmber) },
    { label: "red", color: [0.8, 0.1, 0.1], values: col((r) => r.bandRed) },
  ], MARGIN + w + 20, 300, w, 180);
  chart(first, font, "Publications", [
    { label: "delivered", color: [0.1, 0.55, 0.2], values: col((r) => r.publicationsDelivered) },
    { label: "skipped", color: [0.85, 0.55, 0], values: col((r) => r.publicationsSkipped) },
    { label: "failed", color: [0.8, 0.1, 0.1], values: col((r) => r.publicationsFailed) },
  ], MARGIN + 2 * (w + 20), 300, w, 180);

  const head = ["Day", "Products", "Red", "Amber", "Green", "Delivered", "Skipped", "Failed", "Storage MB", "API requests"];
  const xs = head.map((_, i) => MARGIN + i * 75);
  let page = first;
  let y = 250;
  const drawHead = () => head.forEach((h, i) => page.drawText(h, { x: xs[i]!, y, size: 8, font: bold }));
  drawHead();
  for (const r of rows) {
    if (y - ROW_HEIGHT < MARGIN) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
      drawHead();
    }
    y -= ROW_HEIGHT;
    const cells = [r.day, r.productCount, r.bandRed, r.bandAmber, r.bandGreen, r.publicationsDelivered, r.publicationsSkipped, r.publicationsFailed, megabytes(r.storageBytes), r.apiRequests];
    cells.forEach((c, ci) => page.drawText(String(c), { x: xs[ci]!, y, size: 8, font }));
  }
  return doc.save();
}
