"use client";
import type { ProductDocument } from "@/lib/portal-client/api-types";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { ErrorState, Loading } from "@/components/ui/states";
import { useCan } from "@/components/shell/viewer-context";
import { EditorForm } from "./editor-form";
import { InheritedFields } from "./inherited";
import { VariantSection, VariantStatus } from "./variant-section";

// The product editor once what it is built from has loaded: the locales,
// categories, families and the attribute dictionary; on a variant its
// inherited fields marked, on a model its variants below.
export function ProductEditor({ product }: { product?: ProductDocument }) {
  const canWrite = useCan("products:write");
  const queries = [useSettings(), useCategories(), useFamilies(), useAttributes()] as const;
  const [settings, categories, families, attributes] = queries;
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} retry={() => failed.refetch()} />;
  if (!settings.data || !categories.data || !families.data || !attributes.data) return <Loading />;
  const variants = product ? { product, families: families.data, dictionary: attributes.data, locale: settings.data.defaultLocale, canWrite } : null;
  return (
    <>
      {variants ? <VariantStatus {...variants} /> : null}
      <InheritedFields fields={product?.kind === "variant" ? product.inherited : []}>
        <EditorForm
          product={product}
          categories={categories.data}
          families={families.data}
          dictionary={attributes.data}
          defaultLocale={settings.data.defaultLocale}
          enabledLocales={settings.data.enabledLocales}
        />
      </InheritedFields>
      {variants ? <VariantSection {...variants} /> : null}
    </>
  );
}
