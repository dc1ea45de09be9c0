import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { ConnectionDocument, InvitationDocument } from "@/lib/connections/documents";
import { useInvalidatingMutation } from "./invalidating";
import { allPages } from "./paged";

export const useConnections = () => useQuery({ queryKey: keys.connections(), queryFn: ({ signal }) => allPages<ConnectionDocument>("/api/v1/connections", signal) });

// With an address the API emails the accept link; without one it only returns it.
export const useInviteBuyer = () =>
  useMutation({ mutationFn: (email?: string) => api<InvitationDocument>("/api/v1/connections/invitations", { method: "POST", body: email ? { email } : {} }) });

// A connection opens or closes a supplier's catalogue to the buyer.
const useConnectionMutation = <V, R>(mutationFn: (input: V) => Promise<R>) => useInvalidatingMutation(mutationFn, [keys.connections(), keys.products.all()]);

export const useAcceptConnection = () =>
  useConnectionMutation((token: string) => api<ConnectionDocument>("/api/v1/connections/accept", { method: "POST", body: { token } }));

export const useEndConnection = () => useConnectionMutation((id: string) => api<void>(`/api/v1/connections/${id}`, { method: "DELETE" }));
