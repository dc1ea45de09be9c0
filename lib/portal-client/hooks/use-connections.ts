import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useConnections = () =>
  useQuery({
    queryKey: keys.connections(),
    queryFn: ({ signal }) => allPages((cursor, s) => dataOf(client.GET("/api/v1/connections", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

// Links are few (each lives a week), so the list is read whole.
export const usePendingBuyerInvitations = () =>
  useQuery({
    queryKey: keys.buyerInvitations(),
    queryFn: ({ signal }) =>
      allPages((cursor, s) => dataOf(client.GET("/api/v1/connections/invitations", { params: { query: { limit: 200, cursor } }, signal: s })), signal),
  });

const invitationsStale = [keys.buyerInvitations()];

// With an address the API emails the accept link; without one it only returns it.
export const useInviteBuyer = () =>
  useInvalidatingMutation((email?: string) => dataOf(client.POST("/api/v1/connections/invitations", { body: email ? { email } : {} })), invitationsStale);

export const useResendBuyerInvitation = () =>
  useInvalidatingMutation((id: string) => dataOf(client.POST("/api/v1/connections/invitations/{id}/resend", { params: { path: { id } } })), invitationsStale);

export const useWithdrawBuyerInvitation = () =>
  useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/connections/invitations/{id}", { params: { path: { id } } })), invitationsStale);

// A connection opens or closes a supplier's catalogue to the buyer.
const useConnectionMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.connections(), keys.buyerInvitations(), keys.products.all()]);

export const useAcceptConnection = () => useConnectionMutation((token: string) => dataOf(client.POST("/api/v1/connections/accept", { body: { token } })));

export const useEndConnection = () => useConnectionMutation((id: string) => dataOf(client.DELETE("/api/v1/connections/{id}", { params: { path: { id } } })));
