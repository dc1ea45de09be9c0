import { resolverResponse } from "@/lib/http/resolver-response";

// GET /01/{gtin}[/10/{lot}][/21/{serial}] – the GS1 Digital Link resolver of product passports (no credential)
export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return resolverResponse(req, ["01", ...(await params).path]);
}
