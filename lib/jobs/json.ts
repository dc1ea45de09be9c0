import type { Prisma } from "../db/generated/client";

// Values are kept the way Inngest would carry them: as JSON, so a Date
// becomes its ISO string and undefined properties disappear. Doing the round
// trip before anything is used or stored means a function sees the same
// shapes whether a step ran just now, was replayed, or ran under Inngest.
export function toJson(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as Prisma.InputJsonValue;
}
