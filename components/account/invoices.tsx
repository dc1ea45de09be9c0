"use client";
import { useState } from "react";
import { describeError } from "@/lib/portal-client/api-error";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { invoiceDocumentLink, useInvoices } from "@/lib/portal-client/hooks/use-billing";
import type { InvoiceDocument } from "@/lib/portal-client/api-types";
import { StatusBadge } from "@/components/ui/badges";
import { formatDate, formatMoney } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

// The archived copy is preferred: its link is minted on click and never
// kept. Before it exists, the provider's own pages are offered instead.
function DocumentLinks({ invoice }: { invoice: InvoiceDocument }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (invoice.documentUrl) {
    return (
      <>
        <button
          type="button"
          className="link"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              window.location.assign((await invoiceDocumentLink(invoice.id)).url);
            } catch (err) {
              setError(describeError(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          Download PDF{invoice.number ? ` of ${invoice.number}` : ""}
        </button>
        {error ? (
          <div className="field-error" role="alert">
            {error}
          </div>
        ) : null}
      </>
    );
  }
  return (
    <span className="button-row">
      {invoice.hostedUrl ? <a href={invoice.hostedUrl}>View</a> : null}
      {invoice.pdfUrl ? <a href={invoice.pdfUrl}>PDF</a> : null}
      {!invoice.hostedUrl && !invoice.pdfUrl ? <span className="muted">Being archived</span> : null}
    </span>
  );
}

export function Invoices() {
  const invoices = useInvoices();
  const list = itemsOf(invoices.data);
  if (invoices.isPending) return <Loading label="Loading invoices…" />;
  if (invoices.isError) return <ErrorState error={invoices.error} retry={() => invoices.refetch()} />;
  if (list.length === 0) return <p className="muted">No invoices yet. They appear here once a paid plan bills you.</p>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">Invoices, newest first</caption>
          <TableHead columns={["Number", "Date", "Status", "Total", "Document"]} />
          <tbody>
            {list.map((i) => (
              <tr key={i.id}>
                <td className="mono">{i.number ?? "—"}</td>
                <td>{formatDate(i.createdAt)}</td>
                <td>
                  <StatusBadge status={i.status} />
                </td>
                <td>{formatMoney(i.total, i.currency)}</td>
                <td>
                  <DocumentLinks invoice={i} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasNextPage={invoices.hasNextPage} isFetchingNextPage={invoices.isFetchingNextPage} fetchNextPage={invoices.fetchNextPage} />
    </>
  );
}
