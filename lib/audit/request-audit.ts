import { db } from "../db/client";
import { actorOf, type Principal } from "../core/principal";
import { ownedBy } from "../db/tenant";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// "PATCH /api/v1/products/{id}" and the id it names: the action is the route,
// not the URL, so the trail can be grouped and searched.
export function describeRequest(method: string, pathname: string): { action: string; targetId: string | null; targetType: string | null } {
  const segments = pathname.split("/").filter(Boolean);
  let targetId: string | null = null;
  let targetType: string | null = null;
  const template = segments.map((segment, i) => {
    if (!UUID.test(segment)) return segment;
    targetId = segment;
    targetType = segments[i - 1] ?? null;
    return "{id}";
  });
  return { action: `${method} /${template.join("/")}`, targetId, targetType };
}

// Every mutating request of an authenticated principal, whatever its outcome:
// who, what, when, the request id and the status it got. Awaited, so a
// response never leaves before its audit row is written.
export async function auditRequest(principal: Principal, method: string, pathname: string, status: number, requestId: string): Promise<void> {
  const { action, targetId, targetType } = describeRequest(method, pathname);
  await db.auditEvent.create({
    data: {
      ...ownedBy(principal),
      ...actorOf(principal),
      action,
      targetType,
      targetId,
      requestId,
      metadata: { status },
    },
  });
}
