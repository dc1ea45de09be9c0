// The body of login and refresh (contract section 3); the type is the
// z.infer of the schema (one source for the API, the OpenAPI document and
// the portals).
import { z } from "zod";

export const sessionDocument = z.object({ accessToken: z.string(), tokenType: z.literal("Bearer"), expiresIn: z.number().int() });
export type SessionDocument = z.infer<typeof sessionDocument>;
