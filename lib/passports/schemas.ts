import { z } from "zod";

export const publishPassportBody = z.object({ templateCode: z.string().min(1).max(64) }).strict();

const serial = z.string().regex(/^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/, "A serial or lot is 1 to 20 of GS1's characters (letters, digits and !\"%&'()*+,-./:;<=>?_).");
export const UNITS_PER_CALL = 1000;
export const registerUnitsBody = z.object({ units: z.array(z.object({ serial, lot: serial.optional() }).strict()).min(1).max(UNITS_PER_CALL) }).strict();
export type RegisterUnitsBody = z.infer<typeof registerUnitsBody>;

export const MAX_ACCESS_SECONDS = 604_800;
export const accessLinkBody = z.object({ expiresInSeconds: z.number().int().min(60).max(MAX_ACCESS_SECONDS) }).strict();

export const qrQuery = z.object({
  serial: serial.optional().describe("Adds /21/{serial} to the URI: the QR code of one item."),
  size: z.coerce.number().int().min(64).max(2048).default(512).describe("PNG only: the image's width and height in pixels."),
});
