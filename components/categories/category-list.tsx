"use client";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { CategoryForm } from "./category-form";
import { CategoryRow } from "./category-row";
import { TableHead } from "../ui/table-head";

export function CategoryList() {
  const categories = useCategories();
  const attributes = useAttributes();
  const settings = useSettings();
  const canWrite = useCan("products:write");
  const failed = [categories, attributes, settings].find((q) => q.isError);
  if (failed) return <ErrorState error={failed.error} retry={() => failed.refetch()} />;
  if (!categories.data || !attributes.data || !settings.data) return <Loading label="Loading categories…" />;
  const names = new Map(categories.data.map((c) => [c.id, c.name]));
  const locale = settings.data.defaultLocale;
  const columns = ["Name", "Parent", "Required attributes", ...(canWrite ? ["Actions"] : [])];
  return (
    <>
      {canWrite ? <CategoryForm categories={categories.data} dictionary={attributes.data} locale={locale} /> : null}
      {categories.data.length === 0 ? (
        <EmptyState title="No categories yet">
          <p>Categories group products and say which attributes a complete product needs.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">Categories</caption>
            <TableHead columns={columns} />
            <tbody>
              {categories.data.map((c) => (
                <CategoryRow
                  key={c.id}
                  category={c}
                  parentName={c.parentId ? (names.get(c.parentId) ?? null) : null}
                  canWrite={canWrite}
                  dictionary={attributes.data}
                  locale={locale}
                  columns={columns.length}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
