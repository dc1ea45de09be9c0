import { preflight, route } from "@/lib/http/route";
import { acceptConnectionBody } from "@/lib/connections/schemas";
import { acceptConnection } from "@/lib/connections/accept-connection";

// POST /api/v1/connections/accept – a buyer redeems the token
export const POST = route(
  { summary: "Accept a supplier's invitation", tag: "Connections", permission: "connections:write", body: acceptConnectionBody, status: 201 },
  ({ principal, body, requestId }) => acceptConnection(principal, body.token, requestId),
);
export const OPTIONS = preflight;
