import { fileLocked, shareFile, shareResponse } from "@/lib/http/share-response";
import { sharedCriteria } from "@/lib/share-links/shared-products";
import { sharedBundle } from "@/lib/share-links/shared-files";

// GET /s/{token}/bundle.zip – the CSV and the original images, streamed (links that include assets)
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return shareResponse(
    req,
    (await params).token,
    async (link) => (link.includeAssets ? shareFile(link, sharedBundle(link, await sharedCriteria(link)), "application/zip", "products.zip") : new Response("This link shares no files.", { status: 404 })),
    fileLocked,
  );
}
