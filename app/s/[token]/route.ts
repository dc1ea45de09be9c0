import { shareResponse } from "@/lib/http/share-response";
import { countOpen } from "@/lib/share-links/open-link";
import { sharePageModel } from "@/lib/share-links/page/page-model";
import { passwordPage, sharePage } from "@/lib/share-links/page/share-page";

const HTML = { "Content-Type": "text/html; charset=utf-8" };

// GET /s/{token} – the shared products' page; its password form while locked (401)
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const url = new URL(req.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const after = url.searchParams.get("after");
  return shareResponse(
    req,
    token,
    async (link) => {
      if (!after) await countOpen(link, "open");
      return new Response(sharePage(await sharePageModel(link, token, q, after)), { headers: HTML });
    },
    (link) => new Response(passwordPage(token, link.locale ?? "en", null), { status: 401, headers: HTML }),
  );
}
