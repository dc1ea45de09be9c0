import { db } from "../db/client";
import type { Channel } from "../db/generated/client";
import type { SourceProduct } from "./resolve-source";
import type { AttributeMap, Destination } from "./schemas";

export const PAGE_SIZE = 1000;

export type ChannelContext = { channel: Channel; map: AttributeMap; destination: Destination; defaultLocale: string };
export type PageProduct = SourceProduct & { id: string };

export async function loadChannel(channelId: string, organizationId: string): Promise<ChannelContext | null> {
  const channel = await db.channel.findFirst({ where: { id: channelId, organizationId }, include: { organization: { select: { defaultLocale: true } } } });
  if (!channel) return null;
  return {
    channel,
    map: channel.attributeMap as AttributeMap,
    destination: channel.destination as Destination,
    defaultLocale: channel.organization.defaultLocale,
  };
}

// A channel syndicates the supplier's active products: drafts and archived
// products never leave the building.
export async function loadProducts(organizationId: string, page: { after: string | null; productIds?: string[] }): Promise<PageProduct[]> {
  const rows = await db.product.findMany({
    where: {
      organizationId,
      status: "active",
      ...(page.productIds ? { id: { in: page.productIds } } : page.after ? { id: { gt: page.after } } : {}),
    },
    select: { id: true, sku: true, name: true, description: true, tags: true, attributes: true, localized: true, category: { select: { name: true } } },
    orderBy: { id: "asc" },
    take: page.productIds ? undefined : PAGE_SIZE,
  });
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: r.name,
    description: r.description,
    tags: r.tags,
    categoryName: r.category?.name ?? null,
    attributes: (r.attributes ?? {}) as Record<string, unknown>,
    localized: (r.localized ?? {}) as SourceProduct["localized"],
  }));
}
