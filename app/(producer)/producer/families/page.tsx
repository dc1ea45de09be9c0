import type { Metadata } from "next";
import { FamilyList } from "@/components/families/family-list";

export const metadata: Metadata = { title: "Families" };

export default function FamiliesPage() {
  return (
    <>
      <h1>Families</h1>
      <FamilyList />
    </>
  );
}
