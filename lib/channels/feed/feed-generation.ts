import { db } from "../../db/client";
import { TENANT, tenantSql } from "../../db/tenant-sql";

// Feed writes for one channel can overlap (a sync and a change fan-out, or a
// retry). Each takes a generation as it starts; a write publishes only while
// no later-started write has published, and the check and the PUT happen
// under the channel's row lock. A later-started write read the catalogue
// later, so the file never goes back to older data.

type ChannelRef = { id: string; organizationId: string };

export async function beginFeedGeneration(channel: ChannelRef): Promise<bigint> {
  const rows = await db.$queryRaw<{ feedStarted: bigint }[]>(tenantSql(channel)`
    UPDATE channels SET "feedStarted" = "feedStarted" + 1 WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid RETURNING "feedStarted"`);
  return rows[0]?.feedStarted ?? 0n;
}

const PUBLISH_TIMEOUT_MS = 120_000;

export async function publishFeedGeneration(channel: ChannelRef, generation: bigint, put: () => Promise<void>): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<{ feedWritten: bigint }[]>(tenantSql(channel)`
        SELECT "feedWritten" FROM channels WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid FOR UPDATE`);
      const written = rows[0]?.feedWritten;
      if (written === undefined || written > generation) return false;
      await put();
      await tx.$executeRaw(tenantSql(channel)`UPDATE channels SET "feedWritten" = ${generation} WHERE id = ${channel.id}::uuid AND "organizationId" = ${TENANT}::uuid`);
      return true;
    },
    { timeout: PUBLISH_TIMEOUT_MS, maxWait: PUBLISH_TIMEOUT_MS },
  );
}
