import { z } from "zod";
import { SCOPES } from "./permissions";

// Request bodies of the auth and key endpoints; the one source of their
// TypeScript types, in the API and in the portals.
const email = z.string().trim().toLowerCase().email().max(254);
const password = z.string().min(10, "Use at least 10 characters.").max(200);
const personName = z.string().trim().min(1).max(120);

// planCode is not part of sign-up any more: zod strips it, so it is ignored
// rather than rejected (docs/api.md, "Authentication").
export const signupBody = z.object({
  organizationName: z.string().trim().min(1).max(120),
  organizationKind: z.enum(["supplier", "buyer"]),
  email,
  password,
  name: personName,
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(200),
  // A user of several organisations picks one; default is the oldest membership.
  organizationId: z.string().uuid().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const createApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length),
    sandbox: z.boolean().default(false),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const acceptInvitationBody = z.object({
  token: z.string().min(10).max(200),
  name: personName,
  password,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
