"use client";
import type { ProductDocument } from "@/lib/catalog/documents";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useFamilies } from "@/lib/portal-client/hooks/use-families";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { ErrorState, Loading } from "@/components/ui/states";
import { EditorForm } from "./editor-form";

// The product editor once what it is built from has loaded: the locales,
// categories, families and the attribute dictionary.
export function ProductEditor({ product }: { product?: ProductDocument }) {
  const queries = [useSettings(), useCategories(), useFamilies(), useAttributes()] as const;
  const [settings, categories, families, attributes] = queries;
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} retry={() => failed.refetch()} />;
  if (!settings.data || !categories.data || !families.data || !attributes.data) return <Loading />;
  return (
    <EditorForm
      product={product}
      categories={categories.data}
      families={families.data}
      dictionary={attributes.data}
      defaultLocale={settings.data.defaultLocale}
      enabledLocales={settings.data.enabledLocales}
    />
  );
}
