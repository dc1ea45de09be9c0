import { db } from "../db/client";
import { notFound } from "../core/errors";
import { recordAudit } from "../audit/record-audit";
import type { Principal } from "../core/principal";
import { partyTo } from "./list-connections";

// Either side may end it; the buyer loses access to the catalogue at once.
export async function endConnection(principal: Principal, id: string, requestId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const ended = await tx.connection.updateMany({
      where: { AND: [{ id, status: "active" }, partyTo(principal)] },
      data: { status: "ended", endedAt: new Date() },
    });
    if (ended.count === 0) throw notFound("Connection");
    await recordAudit(tx, { action: "connection.ended", principal, targetType: "connection", targetId: id, requestId });
  });
}
