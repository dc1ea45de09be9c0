import type { Metadata } from "next";
import { CategoryList } from "@/components/categories/category-list";

export const metadata: Metadata = { title: "Categories" };

export default function CategoriesPage() {
  return (
    <>
      <h1>Categories</h1>
      <CategoryList />
    </>
  );
}
