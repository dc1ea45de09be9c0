import { fileLocked, shareFile, shareResponse } from "@/lib/http/share-response";
import { sharedCriteria } from "@/lib/share-links/shared-products";
import { sharedJson } from "@/lib/share-links/shared-files";

// GET /s/{token}/products.json – {items: [product document]} of the shared products
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareResponse(req, (await params).token, async (link) => shareFile(link, sharedJson(await sharedCriteria(link), link.fields), "application/json; charset=utf-8", "products.json"), fileLocked);
}
