// Invoices are kept ten years (docs/api.md, "Billing"), whatever happens to the
// subscription that produced them.
export const INVOICE_RETENTION_YEARS = 10;

export function retainUntil(issuedAt: Date): Date {
  const until = new Date(issuedAt);
  until.setUTCFullYear(until.getUTCFullYear() + INVOICE_RETENTION_YEARS);
  return until;
}
