import type { Metadata } from "next";
import { Suspense } from "react";
import { Catalogue } from "@/components/buyer/catalogue";

export const metadata: Metadata = { title: "Catalogue" };

// The catalogue reads its search from the address (useSearchParams).
export default function CataloguePage() {
  return (
    <Suspense>
      <Catalogue />
    </Suspense>
  );
}
