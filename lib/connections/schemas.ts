import { z } from "zod";

// email: where to send the accept link; without it the link is only returned.
export const createConnectionInvitationBody = z.object({ email: z.string().trim().toLowerCase().email().max(254).optional() }).strict();
export type CreateConnectionInvitationBody = z.infer<typeof createConnectionInvitationBody>;
export const acceptConnectionBody = z.object({ token: z.string().min(10).max(200) }).strict();
export type AcceptConnectionBody = z.infer<typeof acceptConnectionBody>;
export const connectionInvitationIdParams = z.object({ id: z.string().uuid() });
