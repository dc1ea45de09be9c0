"use client";
import { useState } from "react";
import type { CategoryDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { useProduct, type useUpdateProduct } from "@/lib/portal-client/hooks/use-products";
import { formOf, type FormContext, type ProductForm } from "@/lib/portal-client/product-form";
import { modelValueOf, revertBodyOf, withPathFrom } from "@/lib/portal-client/variant-values";
import type { Inheritance } from "./inherited";

type Args = {
  product: ProductDocument | undefined;
  context: FormContext;
  categories: readonly CategoryDocument[];
  update: ReturnType<typeof useUpdateProduct>;
  setForm: (next: (form: ProductForm) => ProductForm) => void;
};

// A variant's editor state for its inherited fields: which the user has
// unlocked to override, and "Revert to model", which saves at once (null for
// that field) and takes the answered value into the form, other unsaved
// edits kept. Null on a simple product or model.
export function useInheritance({ product, context, categories, update, setForm }: Args): Inheritance | null {
  const isVariant = product?.kind === "variant" && product.parentId !== null;
  const model = useProduct(isVariant ? product.parentId! : "", false, isVariant);
  const [overridden, setOverridden] = useState<ReadonlySet<string>>(new Set());
  const [reverting, setReverting] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!isVariant || !product) return null;
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;
  return {
    inherited: new Set(product.inherited),
    overridden,
    modelValue: (path) => (model.data ? modelValueOf(model.data, path, categoryName) : null),
    override: (path) => setOverridden((all) => new Set([...all, path])),
    revert: async (path) => {
      setReverting(path);
      setError(null);
      try {
        const next = await update.mutateAsync(revertBodyOf(path));
        setForm((form) => withPathFrom(form, formOf(next, context), path));
        setOverridden((all) => new Set([...all].filter((p) => p !== path)));
      } catch (err) {
        setError(err);
      } finally {
        setReverting(null);
      }
    },
    reverting,
    error,
  };
}
