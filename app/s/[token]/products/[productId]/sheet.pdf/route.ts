import { fileLocked, shareResponse } from "@/lib/http/share-response";
import { sharedProductSheet } from "@/lib/share-links/shared-sheet";

// GET /s/{token}/products/{productId}/sheet.pdf – a shared product's sheet (links that include assets)
export async function GET(req: Request, { params }: { params: Promise<{ token: string; productId: string }> }) {
  const { token, productId } = await params;
  return shareResponse(req, token, (link) => sharedProductSheet(link, productId), fileLocked);
}
