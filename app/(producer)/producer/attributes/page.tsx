import type { Metadata } from "next";
import { AttributeList } from "@/components/attributes/attribute-list";

export const metadata: Metadata = { title: "Attributes" };

export default function AttributesPage() {
  return (
    <>
      <h1>Attributes</h1>
      <AttributeList />
    </>
  );
}
