import type { Metadata } from "next";
import { LocaleSettings } from "@/components/account/locale-settings";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return <LocaleSettings />;
}
