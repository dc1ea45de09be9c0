import type { ShareLink } from "../db/generated/client";
import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { countMatching } from "../search/count-matching";
import { renderProductSheet } from "../sheets/product-sheet";
import { pdfResponse } from "../sheets/pdf-response";
import { countOpen } from "./open-link";
import { sharedCriteria } from "./shared-products";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A product's sheet through a link that includes assets, only for a
// product the link shares now.
export async function sharedProductSheet(link: ShareLink, productId: string): Promise<Response> {
  const notShared = () => new Response("Not found.", { status: 404 });
  if (!link.includeAssets || !UUID.test(productId)) return notShared();
  const criteria = await sharedCriteria(link);
  const ids = criteria.productIds ? criteria.productIds.filter((id) => id === productId.toLowerCase()) : [productId.toLowerCase()];
  if (ids.length === 0 || (await countMatching({ ...criteria, productIds: ids })) === 0) return notShared();
  const org = await db.organization.findFirstOrThrow({ where: { id: link.organizationId, ...ownedBy.anyOrganization() }, select: { defaultLocale: true } });
  const { pdf, sku } = await renderProductSheet(link.organizationId, ids[0]!, link.locale ?? org.defaultLocale);
  await countOpen(link, "download");
  return pdfResponse(pdf, `${sku}.pdf`);
}
