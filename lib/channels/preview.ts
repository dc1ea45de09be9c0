import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { notFound } from "../core/errors";
import type { Principal } from "../core/principal";
import { evaluateAll } from "./evaluate-page";
import type { PreviewResult } from "./documents";
import { loadChannel, loadProducts } from "./load-page";

// A dry run: the map evaluated against chosen products, nothing delivered
// and nothing recorded. Products outside the channel's scope (not the
// supplier's, or not active) are reported as such rather than evaluated; the
// supplier's own drafts and archived products keep their SKU, so the portal
// never has to show an id in its place.
export async function previewChannel(principal: Principal, channelId: string, productIds: string[]): Promise<PreviewResult> {
  const owned = await db.channel.findFirst({ where: { id: channelId, ...ownedBy(principal) }, select: { id: true } });
  const ctx = owned && (await loadChannel(channelId, principal.organizationId));
  if (!ctx) throw notFound("Channel");
  const evaluations = evaluateAll(ctx, await loadProducts(ctx, { after: null, productIds }));
  const byId = new Map(evaluations.map((e) => [e.product.id, e]));
  const inactive = await db.product.findMany({
    where: { id: { in: productIds.filter((id) => !byId.has(id)) }, ...ownedBy(principal) },
    select: { id: true, sku: true, status: true },
  });
  const outOfScope = new Map(inactive.map((p) => [p.id, p]));
  return {
    items: productIds.map((productId) => {
      const e = byId.get(productId);
      if (!e) {
        const own = outOfScope.get(productId);
        const last_error = own ? `${own.status === "archived" ? "An archived" : "A draft"} product: only active products are sent.` : "Not a product of this supplier.";
        return { productId, ...(own ? { sku: own.sku } : {}), status: "not_in_scope", record: null, evaluation: null, last_error };
      }
      return {
        productId,
        sku: e.product.sku,
        status: e.result.record ? "ready" : "would_skip",
        record: e.result.record,
        evaluation: e.result.evaluation,
        last_error: e.result.lastError,
      };
    }),
  };
}
