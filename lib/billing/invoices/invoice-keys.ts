// Object keys of the invoice archive, minted from server ids only. They live
// apart from asset keys, so nothing that deletes assets can reach them.

export function archivedPdfKey(organizationId: string, invoiceId: string): string {
  return `invoices/${organizationId}/${invoiceId}/invoice.pdf`;
}

export function archivedPayloadKey(organizationId: string, invoiceId: string): string {
  return `invoices/${organizationId}/${invoiceId}/payload.json`;
}

// An externally issued invoice's PDF. A separate folder: an object here can
// only have come through an upload URL the platform admin endpoint minted.
export function externalPdfKey(organizationId: string, invoiceId: string): string {
  return `invoices/${organizationId}/external/${invoiceId}.pdf`;
}
