import { gtin14, gtinError } from "./gtin";

// GS1 Digital Link URI paths (GS1 Digital Link standard, section 4: the
// primary key 01 (GTIN) first, then the key qualifiers in the standard's
// order: 22 (consumer product variant), 10 (batch or lot), 21 (serial)).
// Pure. This service reads GTIN, lot and serial; another qualifier, a
// qualifier out of order or twice, or a value outside GS1's character set
// is not a path it answers.
export type DigitalLink = { gtin: string; lot: string | null; serial: string | null };

// GS1 AI encodable character set 82, as the standard allows in a URI
// segment once percent-decoded; up to 20 characters for 10 and 21.
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/;

export function parseDigitalLink(segments: readonly string[]): DigitalLink | null {
  if (segments.length < 2 || segments.length % 2 !== 0 || segments[0] !== "01") return null;
  const gtin = segments[1]!;
  if (gtinError(gtin) !== null) return null;
  const link: DigitalLink = { gtin: gtin14(gtin), lot: null, serial: null };
  let last = 0;
  for (let i = 2; i < segments.length; i += 2) {
    const [ai, raw] = [segments[i]!, segments[i + 1]!];
    const order = ai === "10" ? 1 : ai === "21" ? 2 : 0;
    if (order === 0 || order <= last) return null;
    last = order;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!CSET82.test(value)) return null;
    if (ai === "10") link.lot = value;
    else link.serial = value;
  }
  return link;
}

// The canonical URI of a link on a resolver: the 14-digit GTIN, then lot
// and serial as present, percent-encoded.
export function digitalLinkUri(base: string, link: DigitalLink): string {
  let path = `/01/${link.gtin}`;
  if (link.lot !== null) path += `/10/${encodeURIComponent(link.lot)}`;
  if (link.serial !== null) path += `/21/${encodeURIComponent(link.serial)}`;
  return `${base.replace(/\/+$/, "")}${path}`;
}
