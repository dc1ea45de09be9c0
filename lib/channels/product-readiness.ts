import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { evaluateProduct } from "./evaluate";
import type { ChannelReadiness } from "./documents";
import type { AttributeMap } from "./schemas";
import { withMedia, type PageProduct } from "./load-page";
import { attributeOptionsFor } from "./attribute-options";
import { templateOf } from "./templates";

// Enough for any plan's channel ceiling short of unlimited; an explanation
// covers the organisation's oldest channels first.
export const MAX_EXPLAINED_CHANNELS = 100;

// One product against every channel of its supplier, each in the channel's
// locale: what the channel's attribute map still needs. Evaluated whatever
// the product's status, so a draft shows what to fill before it goes live.
export async function readinessForChannels(organizationId: string, product: PageProduct, defaultLocale: string): Promise<ChannelReadiness[]> {
  const channels = await db.channel.findMany({
    where: { ...ownedBy.organization(organizationId) },
    select: { id: true, name: true, locale: true, attributeMap: true, template: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_EXPLAINED_CHANNELS,
  });
  const maps = channels.map((channel) => channel.attributeMap as AttributeMap);
  const [[withLinks], options] = await Promise.all([withMedia(organizationId, [product], maps), attributeOptionsFor(organizationId, maps)]);
  return channels.map((channel, i) => {
    const { evaluation } = evaluateProduct(withLinks!, maps[i]!, channel.locale, defaultLocale, options, templateOf(channel.template));
    return {
      channelId: channel.id,
      channelName: channel.name,
      locale: channel.locale,
      ready: evaluation.missingRequired.length === 0 && evaluation.transformErrors.length === 0,
      missingRequired: evaluation.missingRequired,
      transformErrors: evaluation.transformErrors,
    };
  });
}
