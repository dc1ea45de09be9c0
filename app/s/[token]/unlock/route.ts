import { unlockShareLink } from "@/lib/http/share-unlock";

// POST /s/{token}/unlock {password} (a form or JSON) – sets the cookie that opens a protected link
export async function POST(req: Request, { params }: { params: Promise<{ token: string }> }) {
  return unlockShareLink(req, (await params).token);
}
