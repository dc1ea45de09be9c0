"use client";
import { useState } from "react";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { ErrorState, Loading } from "@/components/ui/states";
import { useCan } from "@/components/shell/viewer-context";
import { AssociationsSection } from "./associations-section";
import { EditorForm } from "./editor-form";
import { HistorySection } from "./history/history-section";
import { PassportSection } from "./passport/passport-section";
import type { Section } from "./section-index";
import { VariantSection, VariantStatus } from "./variant-section";

// The product editor once what it is built from has loaded: the locales,
// categories, families and the attribute dictionary; on a variant its
// inherited fields marked, on a model its variants below, and on any saved
// product its passport, its associations and its history.
export function ProductEditor({ product }: { product?: ProductDocument }) {
  const canWrite = useCan("products:write");
  // The form keeps its own copy of the values while they are edited; a
  // restored version replaces them, so the form starts again from the
  // product the restore answered (the refetched product may reach this
  // component a render later), or from a newer one once it arrives.
  const [restored, setRestored] = useState<{ count: number; product: ProductDocument } | null>(null);
  const formProduct = restored && product && restored.product.updatedAt > product.updatedAt ? restored.product : product;
  const queries = [useSettings(), useCategories(), useFamilies(), useAttributes()] as const;
  const [settings, categories, families, attributes] = queries;
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} retry={() => failed.refetch()} />;
  if (!settings.data || !categories.data || !families.data || !attributes.data) return <Loading />;
  const locale = settings.data.defaultLocale;
  const variants = product ? { product, families: families.data, dictionary: attributes.data, locale, canWrite } : null;
  const moreSections: Section[] = product ? [{ id: "section-passport", label: "Passport" }, { id: "section-associations", label: "Associations" }, ...(product.kind === "model" ? [{ id: "section-variants", label: "Variants" }] : []), { id: "section-history", label: "History" }] : [];
  return (
    <>
      {variants ? <VariantStatus {...variants} /> : null}
      <EditorForm
        key={restored?.count ?? 0}
        product={formProduct}
        categories={categories.data}
        families={families.data}
        dictionary={attributes.data}
        defaultLocale={locale}
        enabledLocales={settings.data.enabledLocales}
        moreSections={moreSections}
        after={product ? ({ describe, jump }) => <PassportSection product={product} dictionary={attributes.data} defaultLocale={locale} canWrite={canWrite} describe={describe} onJump={jump} /> : undefined}
      />
      {product ? <AssociationsSection product={product} locale={locale} canWrite={canWrite} /> : null}
      {variants ? <VariantSection {...variants} /> : null}
      {product ? <HistorySection productId={product.id} canWrite={canWrite} onRestored={(restoredProduct) => setRestored((r) => ({ count: (r?.count ?? 0) + 1, product: restoredProduct }))} /> : null}
    </>
  );
}
