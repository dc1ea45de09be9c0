import type { Metadata } from "next";
import { ImportForm } from "@/components/imports/import-form";
import { ImportHistory } from "@/components/imports/import-history";

export const metadata: Metadata = { title: "Import products" };

export default function ImportsPage() {
  return (
    <>
      <h1>Import products</h1>
      <ImportForm />
      <ImportHistory />
    </>
  );
}
