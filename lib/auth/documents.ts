// Response bodies of sign-up, login and refresh (docs/api.md, "Authentication"); each
// type is the z.infer of its schema (one source for the API, the OpenAPI
// document and the portals).
import { z } from "zod";
import { OrgKind, Tier } from "../db/generated/enums";

export const sessionDocument = z.object({ accessToken: z.string(), tokenType: z.literal("Bearer"), expiresIn: z.number().int() });
export type SessionDocument = z.infer<typeof sessionDocument>;

// Sign-up answers the new organisation (always on the free tier) and its owner.
export const signupDocument = z.object({
  organization: z.object({ id: z.string(), name: z.string(), kind: z.enum(OrgKind), tier: z.enum(Tier) }),
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.literal("owner") }),
});
export type SignupDocument = z.infer<typeof signupDocument>;
