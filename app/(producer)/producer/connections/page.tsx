import type { Metadata } from "next";
import { Connections } from "@/components/account/connections";

export const metadata: Metadata = { title: "Connections" };

export default function ConnectionsPage() {
  return <Connections />;
}
