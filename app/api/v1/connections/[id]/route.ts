import { preflight, route } from "@/lib/http/route";
import { idParams } from "@/lib/http/params";
import { endConnection } from "@/lib/connections/end-connection";

// DELETE /api/v1/connections/{id} – end a connection (either side)
export const DELETE = route({ summary: "End a connection", tag: "Connections", permission: "connections:write", params: idParams }, ({ principal, params, requestId }) =>
  endConnection(principal, params.id, requestId),
);
export const OPTIONS = preflight;
