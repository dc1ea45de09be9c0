import type { Metadata } from "next";
import { PresetList } from "@/components/presets/preset-list";

export const metadata: Metadata = { title: "Rendition presets" };

export default function PresetsPage() {
  return (
    <>
      <h1>Rendition presets</h1>
      <PresetList />
    </>
  );
}
