// A product's 40 px thumbnail in a row, or an empty square. In a column of
// thumbnails the empty square says "No image"; beside a product's name it is
// decoration. Store URLs are short-lived and change per response, so
// next/image (which would cache them) is not used.
export function Thumbnail({ url, announceEmpty = false }: { url: string | null | undefined; announceEmpty?: boolean }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img className="grid-thumb" src={url} alt="" width={40} height={40} loading="lazy" decoding="async" />;
  }
  return announceEmpty ? <span className="grid-thumb empty" role="img" aria-label="No image" /> : <span className="grid-thumb empty" aria-hidden="true" />;
}
