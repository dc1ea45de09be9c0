import type { Metadata } from "next";
import { ProductDetail } from "@/components/buyer/product-detail";

export const metadata: Metadata = { title: "Product" };

export default async function BuyerProductPage({ params }: { params: Promise<{ id: string }> }) {
  return <ProductDetail id={(await params).id} />;
}
