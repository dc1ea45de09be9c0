import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { InvitationDocument } from "@/lib/connections/documents";
import type { MemberDocument, PendingInvitationDocument } from "@/lib/members/documents";
import type { inviteMemberBody } from "@/lib/members/schemas";
import type { Role } from "@/lib/orgs/documents";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

// Seats are few (a plan's ceiling), so both lists are read whole.
export const useMembers = () => useQuery({ queryKey: keys.members.list(), queryFn: ({ signal }) => allPages<MemberDocument>("/api/v1/members", signal) });

export const usePendingInvitations = (enabled: boolean) =>
  useQuery({ queryKey: keys.members.invitations(), queryFn: ({ signal }) => allPages<PendingInvitationDocument>("/api/v1/members/invitations", signal), enabled });

const stale = [keys.members.all()];

export const useInviteMember = () =>
  useInvalidatingMutation((body: z.input<typeof inviteMemberBody>) => api<InvitationDocument>("/api/v1/members/invitations", { method: "POST", body }), stale);

export const useWithdrawInvitation = () => useInvalidatingMutation((id: string) => api<void>(`/api/v1/members/invitations/${id}`, { method: "DELETE" }), stale);

export const useChangeRole = () =>
  useInvalidatingMutation(({ userId, role }: { userId: string; role: Role }) => api<MemberDocument>(`/api/v1/members/${userId}`, { method: "PATCH", body: { role } }), stale);

export const useRemoveMember = () => useInvalidatingMutation((userId: string) => api<void>(`/api/v1/members/${userId}`, { method: "DELETE" }), stale);
