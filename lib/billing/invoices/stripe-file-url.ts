// Where the archive may download an invoice PDF from: Stripe's own hosts over
// HTTPS, or the host STRIPE_API_BASE points the SDK at (a local fake). The
// URL comes from Stripe's API, but a fetch from the server is still fenced.
export function isStripeFileUrl(url: string, apiBase: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (apiBase && parsed.origin === new URL(apiBase).origin) return true;
  return parsed.protocol === "https:" && (parsed.hostname === "stripe.com" || parsed.hostname.endsWith(".stripe.com"));
}
