// A PDF answered as a download named after what it shows; the name keeps
// to characters every browser and header accepts.
export function pdfResponse(pdf: Uint8Array, filename: string): Response {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, "_");
  return new Response(Buffer.from(pdf), { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${safe}"` } });
}
