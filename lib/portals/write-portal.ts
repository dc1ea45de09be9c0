import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { Prisma } from "../db/generated/client";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { assertCategoriesOwned, slugChecked } from "./guards";
import { viewsOf, findOwnedPortal } from "./read-portals";
import type { CreateBrandPortalBody, UpdateBrandPortalBody } from "./schemas";
import { brandingOf, compact, mergeShallow, productFilterOf } from "./stored-shape";

const json = (value: Record<string, unknown>) => value as Prisma.InputJsonValue;

// A new portal starts unpublished; publishing is its own step.
export async function createBrandPortal(principal: Principal, input: CreateBrandPortalBody) {
  assertSupplier(principal, "portals");
  const organizationId = principal.organizationId;
  const portal = await slugChecked(() =>
    db.$transaction(async (tx) => {
      await assertCategoriesOwned(tx, organizationId, input.productFilter.categoryIds);
      return tx.brandPortal.create({
        data: { ...ownedBy.organization(organizationId), slug: input.slug, title: input.title, branding: json(compact(input.branding)), productFilter: json(compact(input.productFilter)), publicFacets: input.publicFacets },
      });
    }),
  );
  const [view] = await viewsOf(organizationId, [portal]);
  return view!;
}

export async function updateBrandPortal(principal: Principal, id: string, patch: UpdateBrandPortalBody) {
  assertSupplier(principal, "portals");
  const organizationId = principal.organizationId;
  const portal = await slugChecked(() =>
    db.$transaction(async (tx) => {
      const current = await findOwnedPortal(principal, id, tx);
      await assertCategoriesOwned(tx, organizationId, patch.productFilter?.categoryIds);
      return tx.brandPortal.update({
        where: { id: current.id, ...ownedBy(principal) },
        data: {
          slug: patch.slug,
          title: patch.title,
          branding: patch.branding ? json(mergeShallow(brandingOf(current.branding), patch.branding)) : undefined,
          productFilter: patch.productFilter ? json(mergeShallow(productFilterOf(current.productFilter), patch.productFilter)) : undefined,
          publicFacets: patch.publicFacets,
        },
      });
    }),
  );
  const [view] = await viewsOf(organizationId, [portal]);
  return view!;
}
