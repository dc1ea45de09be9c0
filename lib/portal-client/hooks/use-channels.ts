import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createChannelBody, updateChannelBody } from "@/lib/channels/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import type { ChannelDetail, ChannelDocument, PreviewResult, PublicationDocument } from "@/lib/channels/documents";
import type { SignedLink } from "@/lib/storage/documents";
import { usePaged } from "./paged";

export type ChannelInput = z.input<typeof createChannelBody>;

export const useChannels = () => usePaged<ChannelDocument>(keys.channels.list(), "/api/v1/channels");

// Readiness is counted from the publications, which the background
// evaluation writes after the channel is created or changed and a sync
// updates: read again as often as the publications table is.
export const useChannel = (id: string, refetchInterval: number | false = false) =>
  useQuery({ queryKey: keys.channels.detail(id), queryFn: ({ signal }) => api<ChannelDetail>(`/api/v1/channels/${id}`, { signal }), refetchInterval });

// Evaluation and delivery run in the background, so the table polls.
export const usePublications = (id: string, refetchInterval: number | false) =>
  usePaged<PublicationDocument>(keys.channels.publications(id), `/api/v1/channels/${id}/publications`, {}, { refetchInterval });

export const useCreateChannel = () =>
  useInvalidatingMutation((body: ChannelInput) => api<ChannelDocument>("/api/v1/channels", { method: "POST", body }), [keys.channels.all()]);

export const useUpdateChannel = (id: string) =>
  useInvalidatingMutation((body: z.input<typeof updateChannelBody>) => api<ChannelDocument>(`/api/v1/channels/${id}`, { method: "PATCH", body }), [keys.channels.all()]);

export const useDeleteChannel = () =>
  useInvalidatingMutation((id: string) => api<void>(`/api/v1/channels/${id}`, { method: "DELETE" }), [keys.channels.all()]);

export const useSyncChannel = (id: string) =>
  useInvalidatingMutation(() => api<{ runId: string }>(`/api/v1/channels/${id}/sync`, { method: "POST" }), [keys.channels.publications(id), keys.channels.detail(id)]);

export const usePreview = (id: string) =>
  useMutation({ mutationFn: (productIds: string[]) => api<PreviewResult>(`/api/v1/channels/${id}/preview`, { method: "POST", body: { productIds } }) });

// A fresh short-lived link each time: never kept.
export const feedLink = (id: string) => api<SignedLink>(`/api/v1/channels/${id}/feed`);
