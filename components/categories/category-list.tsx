"use client";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { CategoryForm } from "./category-form";
import { CategoryRow } from "./category-row";
import { TableHead } from "../ui/table-head";

export function CategoryList() {
  const categories = useCategories();
  const canWrite = useCan("products:write");
  if (categories.isPending) return <Loading label="Loading categories…" />;
  if (categories.isError) return <ErrorState error={categories.error} retry={() => categories.refetch()} />;
  const names = new Map(categories.data.map((c) => [c.id, c.name]));
  return (
    <>
      {canWrite ? <CategoryForm categories={categories.data} /> : null}
      {categories.data.length === 0 ? (
        <EmptyState title="No categories yet">
          <p>Categories group products and say which attributes a complete product needs.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">Categories</caption>
            <TableHead columns={["Name", "Parent", "Required attributes", ...(canWrite ? ["Actions"] : [])]} />
            <tbody>
              {categories.data.map((c) => (
                <CategoryRow key={c.id} category={c} parentName={c.parentId ? (names.get(c.parentId) ?? null) : null} canWrite={canWrite} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
