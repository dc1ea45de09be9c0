import { z } from "zod";

// A share link as its owner sees it; the token and url open it.
export const shareLinkDocument = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().describe("The page people open: /s/{token} on this service."),
  token: z.string(),
  productIds: z.array(z.string()).nullable(),
  filter: z.record(z.string(), z.string()).nullable(),
  locale: z.string().nullable(),
  fields: z.array(z.string()),
  includeAssets: z.boolean(),
  expiresAt: z.string().nullable(),
  hasPassword: z.boolean(),
  lastOpenedAt: z.string().nullable(),
  opens: z.number().int(),
  downloads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShareLinkDocument = z.infer<typeof shareLinkDocument>;
