import type { Readable } from "node:stream";
import unzipper from "unzipper";
import { inflationMeter, partKind, READ_AHEAD_BYTES, type InflationBounds } from "./inflation-meter";
import { rowSpanScanner } from "./row-span";
import { FileRefused } from "./sheet-row";

// An XLSX is a zip whose parts can inflate a thousandfold, and the
// spreadsheet reader (exceljs) keeps some of them whole in memory. So before
// it reads a workbook, this pass unpacks every part with the same zip parser
// (unzipper's streaming Parse, which follows the local headers the way
// exceljs does; a central directory could say anything) and counts the bytes
// as they come out, dropping them. It stops at the first bound passed: the
// total, the part's size, its ratio to the compressed bytes read for it, and
// in a worksheet the XML of one row. Nothing of the workbook is kept.

export type WorkbookBounds = InflationBounds & { rowXmlBytes: number };

// The file is fed to the parser in slices, each only once the parser has
// taken the previous one, so the bytes read so far tell within one slice
// how much of the file the parser has used.
const SLICE = READ_AHEAD_BYTES;

export async function checkWorkbookBounds(source: Readable, bounds: WorkbookBounds): Promise<void> {
  const parser = unzipper.Parse({ forceStream: true });
  const meter = inflationMeter(bounds);
  let read = 0;
  let done = false;
  // The parser reports a broken zip or a failed inflate as its own error,
  // possibly while an entry is being read; it fails the whole pass.
  const broken = new Promise<never>((_, reject) => {
    parser.on("error", (err: Error) => reject(new FileRefused(`The file is not a valid XLSX workbook: ${err.message}`)));
  });
  broken.catch(() => undefined);

  const consume = async () => {
    for await (const entry of parser as AsyncIterable<unzipper.Entry>) {
      const part = meter.part(entry.path, read);
      const rows = partKind(entry.path) === "worksheet" ? rowSpanScanner(entry.path, bounds.rowXmlBytes) : null;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        const refusal = part.add(chunk.length, read) ?? rows?.feed(chunk) ?? null;
        if (refusal) throw new FileRefused(refusal);
      }
    }
  };
  const consumed = consume().finally(() => {
    done = true;
  });
  // The parser may end (at the zip's end record, or refused) holding a slice
  // it will never take: the feed stops with it.
  const over = consumed.then(
    () => undefined,
    () => undefined,
  );
  const feed = async () => {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; at += SLICE) {
        if (done) return;
        const slice = chunk.subarray(at, at + SLICE);
        read += slice.length;
        await Promise.race([new Promise<void>((resolve) => parser.write(slice, () => resolve())), over]);
      }
    }
    if (!done) parser.end();
  };

  try {
    await Promise.race([Promise.all([consumed, feed()]), broken]);
  } finally {
    done = true;
    source.destroy();
    parser.destroy();
  }
}
