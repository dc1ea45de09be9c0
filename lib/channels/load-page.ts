import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Channel, Prisma } from "../db/generated/client";
import type { SourceProduct } from "./resolve-source";
import type { AttributeMap, Destination } from "./schemas";
import { mediaOfProducts } from "./load-media";
import { mediaNeedsOf } from "./media-sources";
import { attributeOptionsFor } from "./attribute-options";
import type { AttributeOptions } from "./evaluate";
import { templateOf } from "./templates";
import type { ChannelTemplate } from "./templates/template";

export const PAGE_SIZE = 1000;

export type ChannelContext = { channel: Channel; map: AttributeMap; destination: Destination; defaultLocale: string; options: AttributeOptions; template: ChannelTemplate | null };
export type PageProduct = SourceProduct & { id: string };

export async function loadChannel(channelId: string, organizationId: string): Promise<ChannelContext | null> {
  const channel = await db.channel.findFirst({ where: { id: channelId, ...ownedBy.organization(organizationId) }, include: { organization: { select: { defaultLocale: true } } } });
  if (!channel) return null;
  const map = channel.attributeMap as AttributeMap;
  return {
    channel,
    map,
    destination: channel.destination as Destination,
    defaultLocale: channel.organization.defaultLocale,
    options: await attributeOptionsFor(organizationId, [map]),
    template: templateOf(channel.template),
  };
}

// What a channel's attribute map reads of a product.
export const sourceSelect = {
  id: true,
  sku: true,
  name: true,
  description: true,
  tags: true,
  attributes: true,
  localized: true,
  category: { select: { name: true } },
  kind: true,
  parent: { select: { sku: true } },
  family: { select: { variantAxes: true } },
} satisfies Prisma.ProductSelect;

export function toPageProduct(row: Prisma.ProductGetPayload<{ select: typeof sourceSelect }>): PageProduct {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    tags: row.tags,
    categoryName: row.category?.name ?? null,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    localized: (row.localized ?? {}) as SourceProduct["localized"],
    images: [],
    renditions: {},
    parentSku: row.parent?.sku ?? null,
    axisValues: row.kind === "variant" ? (row.family?.variantAxes ?? []).map((code) => ({ code, value: (row.attributes as Record<string, unknown>)[code] })) : [],
  };
}

// The products with the media links the maps ask for (none asked, none loaded).
export async function withMedia(organizationId: string, products: PageProduct[], maps: readonly AttributeMap[]): Promise<PageProduct[]> {
  const media = await mediaOfProducts(organizationId, products.map((p) => p.id), mediaNeedsOf(maps));
  return products.map((p) => ({ ...p, ...media.get(p.id)! }));
}

// A channel syndicates the supplier's active products: drafts and archived
// products never leave the building.
export async function loadProducts(ctx: ChannelContext, page: { after: string | null; productIds?: string[] }): Promise<PageProduct[]> {
  const organizationId = ctx.channel.organizationId;
  const rows = await db.product.findMany({
    where: {
      ...ownedBy.organization(organizationId),
      status: "active",
      ...(page.productIds ? { id: { in: page.productIds } } : page.after ? { id: { gt: page.after } } : {}),
    },
    select: sourceSelect,
    orderBy: { id: "asc" },
    take: page.productIds ? undefined : PAGE_SIZE,
  });
  return withMedia(organizationId, rows.map(toPageProduct), [ctx.map]);
}
