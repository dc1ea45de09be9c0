// When a response may be gzipped: the rules of the `compression` middleware
// Next.js uses, for the bodies the API sends.

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|x-ndjson)\b|application\/[\w.+-]+\+(json|xml)\b|image\/svg\+xml\b)/i;

export function isCompressible(headers: Headers): boolean {
  const encoding = headers.get("content-encoding");
  if (encoding && encoding.toLowerCase() !== "identity") return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("cache-control") ?? "")) return false;
  return COMPRESSIBLE_TYPE.test(headers.get("content-type") ?? "");
}

// Accept-Encoding (RFC 9110 section 12.5.3): gzip, or *, with a non-zero q;
// an explicit gzip;q=0 refuses it even when * allows everything.
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const weight = Number.isFinite(q) ? q : 0;
    if (coding.trim() === "gzip" || coding.trim() === "x-gzip") gzip = weight;
    else if (coding.trim() === "*") any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}
