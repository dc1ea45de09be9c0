"use client";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageOf } from "@/lib/portal-client/api-error";
import { productsFromCsv, type CsvImport } from "@/lib/portal-client/csv-products";
import { bulkUpsert } from "@/lib/portal-client/hooks/use-products";
import { keys } from "@/lib/portal-client/keys";
import type { BulkResult } from "@/lib/catalog/documents";
import { Field } from "@/components/ui/field";
import { TableHead } from "../ui/table-head";

// Batches keep each request well under the 1,000-item and 1 MiB limits and
// let the progress bar move.
const BATCH = 200;

type Row = BulkResult["results"][number] & { line: number };

const EXAMPLE = "sku,name,description,status,tags,attributes.gtin,localized.de.name\nMUG-1,Stoneware mug,Holds 350 ml,active,kitchen|gift,4006381333931,Becher";

export function CsvImport() {
  const client = useQueryClient();
  const [parsed, setParsed] = useState<CsvImport | null>(null);
  const [fileName, setFileName] = useState("");
  const [done, setDone] = useState(0);
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);

  async function choose(file: File | undefined) {
    setRows([]);
    setDone(0);
    setFileName(file?.name ?? "");
    setParsed(file ? productsFromCsv(await file.text()) : null);
  }

  async function run() {
    if (!parsed) return;
    setRunning(true);
    setRows([]);
    setDone(0);
    for (let start = 0; start < parsed.items.length; start += BATCH) {
      const items = parsed.items.slice(start, start + BATCH);
      const lines = parsed.lines.slice(start, start + BATCH);
      let results: Row[];
      try {
        results = (await bulkUpsert(items)).results.map((r, i) => ({ ...r, line: lines[i]! }));
      } catch (err) {
        results = items.map((item, i) => ({ sku: String(item.sku ?? ""), status: "failed" as const, error: messageOf(err), line: lines[i]! }));
      }
      setRows((r) => [...r, ...results]);
      setDone(start + items.length);
    }
    setRunning(false);
    await client.invalidateQueries({ queryKey: keys.products.all() });
  }

  const total = parsed?.items.length ?? 0;
  const failed = rows.filter((r) => r.status === "failed");
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const blocked = !parsed || parsed.headerErrors.length > 0 || total === 0;

  return (
    <>
      <section className="panel">
        <p>
          One product per line, with a header row. Columns: <code>sku</code> (required), <code>name</code>, <code>description</code>, <code>status</code>,{" "}
          <code>categoryId</code>, <code>tags</code> (separated by <code>|</code>), <code>attributes.&lt;code&gt;</code> and{" "}
          <code>localized.&lt;locale&gt;.name</code>, <code>.description</code> or <code>.attributes.&lt;code&gt;</code>. Existing SKUs are replaced.
        </p>
        <details>
          <summary>Example</summary>
          <pre className="mono small">{EXAMPLE}</pre>
        </details>
        <Field label="CSV file">
          <input type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0])} disabled={running} />
        </Field>
        {parsed?.headerErrors.length ? (
          <div className="notice error" role="alert">
            <ul>
              {parsed.headerErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {parsed && !parsed.headerErrors.length ? (
          <p>
            {fileName}: {total} product{total === 1 ? "" : "s"} to import.
          </p>
        ) : null}
        <button type="button" onClick={run} disabled={blocked || running}>
          {running ? "Importing…" : `Import ${total || ""} products`}
        </button>
      </section>
      {running || rows.length > 0 ? (
        <section className="panel" aria-labelledby="import-progress">
          <h2 id="import-progress">Progress</h2>
          <progress value={done} max={total || 1} aria-label="Import progress" />
          <p role="status">
            {done} of {total} processed: {count("created")} created, {count("updated")} updated, {failed.length} failed.
          </p>
          {!running && failed.length === 0 ? (
            <p>
              All rows imported. <Link href="/producer/products">See your products</Link>.
            </p>
          ) : null}
          {failed.length > 0 ? (
            <div className="table-wrap">
              <table>
                <caption className="visually-hidden">Rows that failed</caption>
                <TableHead columns={["Line", "SKU", "Error"]} />
                <tbody>
                  {failed.map((r) => (
                    <tr key={r.line}>
                      <td>{r.line}</td>
                      <td className="mono">{r.sku || "—"}</td>
                      <td>{r.error}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
