import type { Metadata } from "next";
import { CsvImport } from "@/components/products/csv-import";

export const metadata: Metadata = { title: "Import products" };

export default function ImportPage() {
  return (
    <>
      <h1>Import products from CSV</h1>
      <CsvImport />
    </>
  );
}
