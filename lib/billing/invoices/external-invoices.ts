import "server-only";
import { randomUUID } from "node:crypto";
import { recordAudit } from "../../audit/record-audit";
import type { Principal } from "../../core/principal";
import { db } from "../../db/client";
import { ownedBy } from "../../db/tenant";
import { notFound, validationFailed } from "../../core/errors";
import { headObject } from "../../storage/objects";
import { presignUpload } from "../../storage/presign";
import type { ExternalInvoiceUpload, InvoiceDocument } from "../documents";
import { retainUntil } from "../retention";
import type { ExternalInvoiceBody } from "../schemas";
import { externalPdfKey } from "./invoice-keys";
import { serializeInvoice } from "./serialize-invoice";

const UPLOAD_SECONDS = 10 * 60;

async function assertOrganization(organizationId: string): Promise<void> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { id: true } });
  if (!org) throw notFound("Organisation");
}

// Step one for an invoice issued outside Stripe (an enterprise agreement):
// the server mints the invoice id and the key, and the admin PUTs the PDF.
export async function createExternalInvoiceUpload(organizationId: string): Promise<ExternalInvoiceUpload> {
  await assertOrganization(organizationId);
  const invoiceId = randomUUID();
  const upload = await presignUpload(externalPdfKey(organizationId, invoiceId), "application/pdf", UPLOAD_SECONDS);
  return { invoiceId, uploadUrl: upload.url, method: "PUT", headers: upload.headers, expiresAt: upload.expiresAt.toISOString() };
}

// Step two records the invoice, only once the store confirms the PDF is
// there. The key is derived again from the path's organisation and the id,
// so an id minted for one organisation finds nothing under another. Only the
// total is known for such an invoice: it is recorded as the subtotal and as
// the amount due, with no tax split and nothing marked paid.
export async function recordExternalInvoice(principal: Principal, organizationId: string, input: ExternalInvoiceBody, requestId: string): Promise<InvoiceDocument> {
  await assertOrganization(organizationId);
  const key = externalPdfKey(organizationId, input.invoiceId);
  const head = await headObject(key);
  if (!head || head.sizeBytes === 0) {
    throw validationFailed([{ path: "invoiceId", message: "No PDF has been uploaded for this invoice id." }]);
  }
  const issuedAt = new Date(input.issuedAt);
  const invoice = await db.$transaction(async (tx) => {
    const created = await tx.invoice.create({
      data: {
        id: input.invoiceId,
        ...ownedBy.organization(organizationId),
        source: "external",
        number: input.number,
        status: "issued",
        currency: input.currency,
        subtotal: input.total,
        tax: 0,
        total: input.total,
        amountDue: input.total,
        amountPaid: 0,
        archived: true,
        pdfKey: key,
        issuedAt,
        retainUntil: retainUntil(issuedAt),
      },
    });
    await recordAudit(tx, {
      action: "billing.external_invoice.recorded",
      principal,
      requestId,
      targetType: "invoice",
      targetId: created.id,
      metadata: { organizationId, number: input.number, total: input.total, currency: input.currency },
    });
    return created;
  });
  return serializeInvoice(invoice);
}
