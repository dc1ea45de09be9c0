import type { Passport } from "../db/generated/client";
import { appUrl } from "../config/app-url";
import type { PassportContent, PassportDocument } from "./documents";

export function serializePassport(p: Passport): PassportDocument {
  return {
    id: p.id,
    productId: p.productId,
    templateCode: p.templateCode,
    version: p.version,
    gtin: p.gtin,
    publishedAt: p.publishedAt.toISOString(),
    status: p.status,
    withdrawnAt: p.withdrawnAt?.toISOString() ?? null,
    checksum: p.checksum,
    url: appUrl(`/01/${p.gtin}`),
    content: p.content as PassportContent,
  };
}
