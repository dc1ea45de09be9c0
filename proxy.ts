import { NextResponse, type NextRequest } from "next/server";
import { requestIdFrom } from "./lib/http/request-id";

// Every response, pages and framework 404/405s included, carries X-Request-ID
// (docs/api.md, "Conventions"). The id is forwarded so handlers log and answer with it.
export function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers.get("x-request-id"));
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("X-Request-ID", requestId);
  return response;
}
