import type { Channel } from "../db/generated/client";

export function serializeChannel(c: Channel) {
  return {
    id: c.id,
    name: c.name,
    locale: c.locale,
    destination: c.destination,
    attributeMap: c.attributeMap,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
