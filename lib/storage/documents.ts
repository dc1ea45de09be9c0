// A short-lived download link as the API answers it (feeds, invoice copies).
export type SignedLink = { url: string; expiresInSeconds: number };
