import type { Channel } from "../db/generated/client";
import type { AttributeMap, ChannelDocument, Destination } from "./documents";

// The JSON columns are written only through the channel schemas, so they
// hold their shapes.

export function serializeChannel(c: Channel): ChannelDocument {
  return {
    id: c.id,
    name: c.name,
    locale: c.locale,
    destination: c.destination as Destination,
    attributeMap: c.attributeMap as AttributeMap,
    template: c.template,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
