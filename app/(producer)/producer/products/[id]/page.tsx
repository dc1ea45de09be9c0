import type { Metadata } from "next";
import { EditProduct } from "@/components/products/edit-product";

export const metadata: Metadata = { title: "Product" };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditProduct id={(await params).id} />;
}
