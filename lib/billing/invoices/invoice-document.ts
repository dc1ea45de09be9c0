import "server-only";
import { recordAudit } from "../../audit/record-audit";
import type { Principal } from "../../core/principal";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { invalidState, notFound, validationFailed } from "../../core/errors";
import { DOWNLOAD_URL_SECONDS, presignDownload } from "../../storage/presign";
import type { SignedLink } from "../../storage/documents";
import type { InvoiceDocumentFormat } from "../schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Outcome = "issued" | "not_found" | "not_archived" | "no_payload";

// A short-lived link to the archived copy (docs/api.md, "Billing"). Every call that
// reaches the lookup is audited with its outcome, the refused ones included:
// a 404 is recorded against the caller's own organisation only, so the
// record reveals nothing about other tenants.
export async function invoiceDocument(principal: Principal, id: string, format: InvoiceDocumentFormat, requestId: string): Promise<SignedLink> {
  const invoice = UUID.test(id) ? await db.invoice.findFirst({ where: { id, ...ownedBy(principal) } }) : null;
  const key = format === "pdf" ? invoice?.pdfKey : invoice?.payloadKey;
  const outcome: Outcome = !invoice ? "not_found" : !invoice.archived ? "not_archived" : !key ? "no_payload" : "issued";
  await db.$transaction((tx) =>
    recordAudit(tx, {
      action: "billing.invoice_document.requested",
      principal,
      requestId,
      targetType: "invoice",
      targetId: id.slice(0, 100),
      metadata: { format, outcome },
    }),
  );
  if (!invoice) throw notFound("Invoice");
  if (!invoice.archived) throw invalidState("The archived copy of this invoice is not ready yet. Use hostedUrl or pdfUrl meanwhile.");
  if (!key) throw validationFailed([{ path: "format", message: "Only the PDF is kept for an externally issued invoice." }]);

  const name = `invoice-${invoice.number ?? invoice.id}`.replace(/[^A-Za-z0-9._-]+/g, "_");
  const url = await presignDownload(key, {
    contentType: format === "pdf" ? "application/pdf" : "application/json",
    attachmentName: `${name}.${format === "pdf" ? "pdf" : "json"}`,
  });
  return { url, expiresInSeconds: DOWNLOAD_URL_SECONDS };
}
