import { z } from "zod";

export const createConnectionInvitationBody = z.object({}).strict();
export const acceptConnectionBody = z.object({ token: z.string().min(10).max(200) }).strict();
export type AcceptConnectionBody = z.infer<typeof acceptConnectionBody>;
