import type { Metadata } from "next";
import { DeletedProducts } from "@/components/products/history/deleted-products";

export const metadata: Metadata = { title: "Recently deleted products" };

export default function DeletedProductsPage() {
  return <DeletedProducts />;
}
