"use client";
import { useState } from "react";
import { describeError } from "@/lib/portal-client/api-error";
import { useImport, useRunImport } from "@/lib/portal-client/hooks/use-transfers";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { columnMapOf, suggestChoices, type Choice } from "@/lib/portal-client/column-map";
import { formatOf } from "@/lib/portal-client/transfers";
import { Field } from "@/components/ui/field";
import { ImportProgress } from "./import-progress";
import { ColumnMapping } from "./column-mapping";

const EXAMPLE = "sku,name,description,status,category,tags,gtin,name-de-DE\nMUG-1,Stoneware mug,Holds 350 ml,active,Kitchen,\"kitchen,gift\",4006381333931,Becher";

// Choose a file, check it (dry run) or import it, then follow the run.
export function ImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [importId, setImportId] = useState<string | null>(null);
  // Columns a dry run did not know and what the user chose for each; kept
  // for the next check and the import of the same file.
  const [unknown, setUnknown] = useState<string[]>([]);
  const [choices, setChoices] = useState<Record<string, Choice | undefined>>({});
  const run = useRunImport();
  const current = useImport(importId);
  const attributes = useAttributes();
  const refused = current.data?.unknownColumns ?? [];
  if (refused.length && refused.some((h) => !unknown.includes(h))) {
    const added = refused.filter((h) => !unknown.includes(h));
    setUnknown([...unknown, ...added]);
    setChoices({ ...suggestChoices(added, (attributes.data ?? []).map((a) => a.code)), ...choices });
  }
  const toChoose = unknown.filter((h) => choices[h] === undefined);
  const format = file ? formatOf(file.name) : null;
  const fileError = file && !format ? "Choose a .csv or .xlsx file." : undefined;

  function choose(chosen: File | undefined) {
    setFile(chosen ?? null);
    setImportId(null);
    setUnknown([]);
    setChoices({});
    run.reset();
  }

  function start(dryRun: boolean) {
    if (!file || !format) return;
    setImportId(null);
    setUploaded(0);
    const mapped = Object.fromEntries(unknown.flatMap((h) => (choices[h] === undefined ? [] : [[h, choices[h]!] as const])));
    run.mutate({ file, format, dryRun, columnMap: columnMapOf(mapped), onUpload: setUploaded }, { onSuccess: (started) => setImportId(started.id) });
  }

  return (
    <>
      <section className="panel" aria-labelledby="import-file">
        <h2 id="import-file">File</h2>
        <p>
          A CSV or XLSX file with a header row and one product per row. Rows are matched by <code>sku</code> (required): existing products are updated,
          new ones created. Other columns: <code>name</code>, <code>description</code>, <code>status</code>, <code>category</code> (name or id),{" "}
          <code>family</code>, <code>parent</code> (the model&rsquo;s sku), <code>tags</code> (comma-separated), <code>images</code> (URLs separated by{" "}
          <code>|</code>), one column per attribute code, <code>&lt;field&gt;-&lt;locale&gt;</code> for translations, <code>&lt;code&gt;-&lt;unit&gt;</code> and{" "}
          <code>&lt;code&gt;-&lt;currency&gt;</code> for amounts and prices. An export of the product list is a ready template.
        </p>
        <details>
          <summary>Example</summary>
          <pre className="mono small">{EXAMPLE}</pre>
        </details>
        <Field label="Spreadsheet file" hint="CSV or XLSX, up to 50 MB and 100,000 rows." error={fileError}>
          <input type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => choose(e.target.files?.[0])} disabled={run.isPending} />
        </Field>
        <div className="button-row">
          <button type="button" className="secondary" onClick={() => start(true)} disabled={!format || run.isPending || toChoose.length > 0}>
            {unknown.length ? "Check again (dry run)" : "Check (dry run)"}
          </button>
          <button type="button" onClick={() => start(false)} disabled={!format || run.isPending || toChoose.length > 0}>
            Import
          </button>
        </div>
        {run.isPending ? (
          <p role="status">
            Uploading {file?.name}… {Math.round(uploaded * 100)}%
          </p>
        ) : null}
        {run.isError ? (
          <div className="notice error" role="alert">
            The file could not be sent: {describeError(run.error)}
          </div>
        ) : null}
      </section>
      {importId ? <ImportProgress id={importId} /> : null}
      {unknown.length ? <ColumnMapping headers={unknown} choices={choices} onChange={(header, choice) => setChoices({ ...choices, [header]: choice })} /> : null}
    </>
  );
}
