import { unlockShareLink } from "@/lib/share-links/unlock";

// POST /s/{token}/unlock {password} (a form or JSON) – sets the cookie that opens a protected link
export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return unlockShareLink(req, (await params).token);
}
