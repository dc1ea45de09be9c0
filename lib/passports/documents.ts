import { z } from "zod";

// What a published passport version holds, frozen at publication: every
// field's value in each of the supplier's locales (the product's own value
// where no translation was written), and who may see it.
export const passportContent = z.object({
  template: z.object({ code: z.string(), name: z.string() }),
  locales: z.array(z.string()),
  defaultLocale: z.string(),
  // The product as it was named at publication, for the page's heading and the JSON-LD.
  product: z.object({ sku: z.string(), name: z.record(z.string(), z.string()), description: z.record(z.string(), z.string()) }),
  sections: z.array(
    z.object({
      title: z.string(),
      fields: z.array(z.object({ key: z.string(), label: z.string(), access: z.enum(["public", "restricted"]), values: z.record(z.string(), z.string()) })),
    }),
  ),
});
export type PassportContent = z.infer<typeof passportContent>;

export const passportDocument = z.object({
  id: z.string(),
  productId: z.string(),
  templateCode: z.string(),
  version: z.number().int(),
  gtin: z.string().describe("The GTIN in its 14-digit form."),
  publishedAt: z.string(),
  status: z.enum(["active", "withdrawn"]),
  withdrawnAt: z.string().nullable(),
  checksum: z.string().describe("SHA-256 of the version's content, hex."),
  url: z.string().describe("The GS1 Digital Link URI the data carrier (QR code) holds."),
  content: passportContent,
});
export type PassportDocument = z.infer<typeof passportDocument>;

export const unitResult = z.object({ serial: z.string(), lot: z.string().nullable(), status: z.union([z.literal(201), z.literal(409)]), error: z.string().optional() });
export const unitsResult = z.object({ results: z.array(unitResult), created: z.number().int(), conflicts: z.number().int() });
export type UnitsResult = z.infer<typeof unitsResult>;

export const accessLinkDocument = z.object({ url: z.string(), expiresAt: z.string() });
