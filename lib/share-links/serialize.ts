import type { ShareLink } from "../db/generated/client";
import { env } from "../config/env";
import { appUrl } from "../config/app-url";
import type { ShareLinkDocument } from "./documents";
import { shareToken } from "./token";

export function shareUrlOf(token: string): string {
  return appUrl(`/s/${token}`);
}

export function serializeShareLink(link: ShareLink): ShareLinkDocument {
  const token = shareToken(link.id, env().AUTH_SECRET);
  return {
    id: link.id,
    name: link.name,
    url: shareUrlOf(token),
    token,
    productIds: link.filter === null ? link.productIds : null,
    filter: link.filter as Record<string, string> | null,
    locale: link.locale,
    fields: link.fields,
    includeAssets: link.includeAssets,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    hasPassword: link.passwordHash !== null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    opens: link.opens,
    downloads: link.downloads,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}
