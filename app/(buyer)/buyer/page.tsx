import type { Metadata } from "next";
import { Catalogue } from "@/components/buyer/catalogue";

export const metadata: Metadata = { title: "Catalogue" };

export default function CataloguePage() {
  return <Catalogue />;
}
