import type { Metadata } from "next";
import { ShareLinkList } from "@/components/share-links/share-link-list";

export const metadata: Metadata = { title: "Share links" };

export default function ShareLinksPage() {
  return <ShareLinkList />;
}
