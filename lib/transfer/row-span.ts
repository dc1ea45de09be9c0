// Measures a worksheet's XML between consecutive row tags, as it inflates:
// the spreadsheet reader gathers everything between two row tags (cells,
// their text, stray text after a cell) into memory before it hands a row on,
// so the longest such span bounds what one row can cost. Pure; fed the
// inflated bytes of one worksheet part by workbook-bounds.ts.
//
// The measure is sound only if every "<" starts a tag: XML text and
// attribute values cannot hold a bare "<", but comments, CDATA sections,
// processing instructions and a DOCTYPE can. Spreadsheet programs write none
// of them in a worksheet, so a worksheet holding one after its XML
// declaration is refused rather than parsed.

// feed: the part's next inflated bytes; a refusal message when the part is
// refused.
export type RowSpanScanner = { feed(chunk: Buffer): string | null };

const ROW_OPEN = Buffer.from("<row");
const ROW_CLOSE = Buffer.from("</row");
const MARKUP = Buffer.from("<!");
const INSTRUCTION = Buffer.from("<?");
// The longest pattern and the byte after it: a match starting in the last
// KEEP - 1 bytes of a chunk is looked at again with the next chunk.
const KEEP = ROW_CLOSE.length + 1;
// Where an XML declaration may stand: at the start, or after a UTF-8 BOM.
const DECLARATION_END = 3;

const isNameEnd = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x3e || byte === 0x2f;

function positions(buf: Buffer, pattern: Buffer, before: number): number[] {
  const found: number[] = [];
  for (let at = buf.indexOf(pattern); at !== -1 && at < before; at = buf.indexOf(pattern, at + 1)) {
    if (pattern === MARKUP || pattern === INSTRUCTION || isNameEnd(buf[at + pattern.length])) found.push(at);
  }
  return found;
}

export function rowSpanScanner(path: string, maxBytes: number): RowSpanScanner {
  let carry = Buffer.alloc(0);
  // Stream offsets: where carry starts, and the last row tag.
  let carryAt = 0;
  let lastTag = 0;
  // A part's name is the file's to choose; a message quotes only its start.
  const named = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  const tooLong = () => `The worksheet ${named} holds more than ${maxBytes / 1_048_576} MiB of XML in one row (or between two rows), the limit for an XLSX import.`;
  return {
    feed(chunk) {
      const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const before = Math.max(0, buf.length - (KEEP - 1));
      const instruction = positions(buf, INSTRUCTION, before).find((at) => carryAt + at > DECLARATION_END);
      if (positions(buf, MARKUP, before).length > 0 || instruction !== undefined) {
        return `The worksheet ${named} holds a comment, CDATA section, DOCTYPE or processing instruction, which spreadsheet programs do not write; it is refused rather than read.`;
      }
      const tags = [...positions(buf, ROW_OPEN, before), ...positions(buf, ROW_CLOSE, before)].sort((a, b) => a - b);
      for (const at of tags) {
        if (carryAt + at - lastTag > maxBytes) return tooLong();
        lastTag = carryAt + at;
      }
      carry = Buffer.from(buf.subarray(before));
      carryAt += before;
      return carryAt + carry.length - lastTag > maxBytes ? tooLong() : null;
    },
  };
}
