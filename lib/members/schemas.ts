import { z } from "zod";

const role = z.enum(["owner", "admin", "editor", "viewer"]);

export const inviteMemberBody = z.object({ email: z.string().trim().toLowerCase().email().max(254), role }).strict();
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

export const updateMemberBody = z.object({ role }).strict();
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const acceptMemberInvitationBody = z.object({ token: z.string().min(10).max(200) }).strict();

export const userIdParams = z.object({ userId: z.string().uuid() });

export const invitationIdParams = z.object({ id: z.string().uuid() });
