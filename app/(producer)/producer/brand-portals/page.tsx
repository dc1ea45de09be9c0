import type { Metadata } from "next";
import { PortalList } from "@/components/brand-portals/portal-list";

export const metadata: Metadata = { title: "Brand portals" };

export default function BrandPortalsPage() {
  return <PortalList />;
}
