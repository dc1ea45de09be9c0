import { fileLocked, shareFile, shareResponse } from "@/lib/http/share-response";
import { sharedCriteria } from "@/lib/share-links/shared-products";
import { sharedCsv } from "@/lib/share-links/shared-files";

// GET /s/{token}/products.csv – the shared products in the export's columns
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareResponse(req, (await params).token, async (link) => shareFile(link, sharedCsv(link, await sharedCriteria(link)), "text/csv; charset=utf-8", "products.csv"), fileLocked);
}
