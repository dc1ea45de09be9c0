import { PassThrough, Readable } from "node:stream";
import archiver from "archiver";
import ExcelJS from "exceljs";

// Hostile workbooks for the import tests, built with the libraries that
// write real ones (archiver zips, exceljs writes workbooks).

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";

// A workbook of one row whose only shared string is `inflatedBytes` of one
// letter: deflate packs it about a thousandfold. The string is streamed
// into the zip, so building it holds one MiB at a time.
export async function sharedStringsBomb(inflatedBytes: number): Promise<Buffer> {
  const mib = Buffer.alloc(1_048_576, "a");
  function* strings() {
    yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>`;
    for (let written = 0; written < inflatedBytes; written += mib.length) yield mib;
    yield "</t></si></sst>";
  }
  const zip = archiver("zip", { zlib: { level: 9 } });
  const bytes = collect(zip);
  zip.append(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`, { name: "[Content_Types].xml" });
  zip.append(
    `<?xml version="1.0"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${MAIN}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    { name: "xl/_rels/workbook.xml.rels" },
  );
  zip.append(`<?xml version="1.0"?><workbook xmlns="${MAIN}"><sheets><sheet name="products" sheetId="1"/></sheets></workbook>`, { name: "xl/workbook.xml" });
  zip.append(Readable.from(strings()), { name: "xl/sharedStrings.xml" });
  zip.append(`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`, {
    name: "xl/worksheets/sheet1.xml",
  });
  await zip.finalize();
  return bytes;
}

// A workbook as a spreadsheet program saves it (shared strings): a value
// used in many cells is stored once, however often the rows repeat it.
export async function sharedStringsWorkbook(rows: string[][]): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = collect(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet("products");
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}
