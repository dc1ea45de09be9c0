import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { inviteMemberBody } from "@/lib/members/schemas";
import type { Role } from "@/lib/orgs/documents";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

// Seats are few (a plan's ceiling), so both lists are read whole.
export const useMembers = () =>
  useQuery({
    queryKey: keys.members.list(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/members", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

export const usePendingInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: keys.members.invitations(),
    queryFn: ({ signal }) =>
      allPages((cursor, s) => dataOf(client.GET("/api/v1/members/invitations", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
    enabled,
  });

const stale = [keys.members.all()];

export const useInviteMember = () =>
  useInvalidatingMutation((body: z.input<typeof inviteMemberBody>) => dataOf(client.POST("/api/v1/members/invitations", { body })), stale);

export const useResendInvitation = () =>
  useInvalidatingMutation((id: string) => dataOf(client.POST("/api/v1/members/invitations/{id}/resend", { params: { path: { id } } })), stale);

export const useWithdrawInvitation = () =>
  useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/members/invitations/{id}", { params: { path: { id } } })), stale);

export const useChangeRole = () =>
  useInvalidatingMutation(
    ({ userId, role }: { userId: string; role: Role }) => dataOf(client.PATCH("/api/v1/members/{userId}", { params: { path: { userId } }, body: { role } })),
    stale,
  );

export const useRemoveMember = () =>
  useInvalidatingMutation((userId: string) => dataOf(client.DELETE("/api/v1/members/{userId}", { params: { path: { userId } } })), stale);
