import { db } from "../../db/client";
import { enqueueEvent } from "../../jobs/outbox";
import { rescoreRequested } from "../../events/definitions";
import { scoreProducts } from "./score-products";
import { ownedBy } from "../../db/tenant";

export const RESCORE_PAGE_SIZE = 1000;

export type RescoreRequest = { organizationId: string; categoryId: string | null; familyId: string | null; after: string | null };

// Rescores one page of a scope (a whole catalogue, one category or one family) in id
// order, then asks for the next page with a new event: each page is its own
// run, so a million products never make one huge run, and a crash resumes
// at the page it was on. The next-page event carries a dedupe key, so a
// retried page cannot fork the chain.
// Products a writer holds are skipped (scoreProducts) and returned; the
// function looks at them again after a pause.
export async function rescorePage(request: RescoreRequest, chainId: string): Promise<{ scored: number; skipped: string[]; next: string | null }> {
  const rows = await db.product.findMany({
    where: {
      ...ownedBy(request),
      ...(request.categoryId ? { categoryId: request.categoryId } : {}),
      ...(request.familyId ? { familyId: request.familyId } : {}),
      ...(request.after ? { id: { gt: request.after } } : {}),
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: RESCORE_PAGE_SIZE,
  });
  const ids = rows.map((r) => r.id);
  const { scored, skipped } = await scoreProducts(request.organizationId, ids);
  const next = ids.length === RESCORE_PAGE_SIZE ? ids[ids.length - 1]! : null;
  if (next) {
    await db.$transaction((tx) =>
      enqueueEvent(tx, rescoreRequested.create({ ...request, after: next, chainId }, { id: `rescore:${chainId}:${next}` })),
    );
  }
  return { scored, skipped, next };
}
