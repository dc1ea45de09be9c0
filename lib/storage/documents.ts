// A short-lived download link as the API answers it (feeds, invoice copies);
// the type is the z.infer of the schema (one source for the API, the OpenAPI
// document and the portals).
import { z } from "zod";

export const signedLink = z.object({ url: z.string(), expiresInSeconds: z.number().int() });
export type SignedLink = z.infer<typeof signedLink>;
