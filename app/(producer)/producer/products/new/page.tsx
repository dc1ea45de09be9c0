import type { Metadata } from "next";
import { ProductEditor } from "@/components/products/product-editor";

export const metadata: Metadata = { title: "New product" };

export default function NewProductPage() {
  return (
    <>
      <h1>New product</h1>
      <ProductEditor />
    </>
  );
}
