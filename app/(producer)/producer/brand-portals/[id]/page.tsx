import type { Metadata } from "next";
import { PortalEditor } from "@/components/brand-portals/portal-editor";

export const metadata: Metadata = { title: "Brand portal" };

export default async function BrandPortalPage({ params }: { params: Promise<{ id: string }> }) {
  return <PortalEditor id={(await params).id} />;
}
