import { useMutation, useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import type { paths } from "../generated/api";
import { channelPollInterval, type PublicationStatus } from "../channel-view";
import { keys } from "../keys";
import { useInvalidatingMutation } from "./invalidating";
import { usePaged } from "./paged";

// The bodies as the document describes createChannelBody and updateChannelBody
// (lib/channels/schemas.ts): the unit of a convert rule is one of the known
// units, which the zod type, built from a computed list, only knows as a string.
export type ChannelInput = paths["/api/v1/channels"]["post"]["requestBody"]["content"]["application/json"];
type ChannelPatch = paths["/api/v1/channels/{id}"]["patch"]["requestBody"]["content"]["application/json"];

const byId = (id: string) => ({ params: { path: { id } } });

export const useChannels = () =>
  usePaged(keys.channels.list(), (cursor, signal) => dataOf(client.GET("/api/v1/channels", { params: { query: { cursor } }, signal })));

// Its readiness and latest run change in the background (evaluation after
// a create or an edit, a sync's delivery), so the channel is polled: closely
// while a sync runs (channelPollInterval).
export const useChannel = (id: string) =>
  useQuery({
    queryKey: keys.channels.detail(id),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/channels/{id}", { ...byId(id), signal })),
    refetchInterval: (query) => channelPollInterval(query.state.data?.lastRun),
  });

// Evaluation and delivery run in the background, so the table polls; each
// status filter is a list of its own under the channel's publications key.
export const usePublications = (id: string, status: PublicationStatus | undefined, refetchInterval: number | false) =>
  usePaged(
    [...keys.channels.publications(id), { status }],
    (cursor, signal) => dataOf(client.GET("/api/v1/channels/{id}/publications", { params: { path: { id }, query: { cursor, status } }, signal })),
    { refetchInterval },
  );

// One publication with what it last delivered, read only while asked for.
export const usePublication = (id: string, productId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.channels.publication(id, productId),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/channels/{id}/publications/{productId}", { params: { path: { id, productId } }, signal })),
    enabled,
  });

// The retailer templates a channel can start from; they change with a release only.
export const useChannelTemplates = () =>
  useQuery({
    queryKey: keys.channelTemplates(),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/channel-templates", { signal })),
    select: (page) => page.items,
    staleTime: Infinity,
  });

// The readiness board: the summary and the products of one status. It
// follows product edits in the background, so it is polled like the channel.
export const useReadiness = (id: string, status: "ready" | "notReady" | undefined, refetchInterval: number | false) =>
  usePaged(
    [...keys.channels.readiness(id), { status }],
    (cursor, signal) => dataOf(client.GET("/api/v1/channels/{id}/readiness", { params: { path: { id }, query: { cursor, status } }, signal })),
    { refetchInterval },
  );

export const useCreateChannel = () => useInvalidatingMutation((body: ChannelInput) => dataOf(client.POST("/api/v1/channels", { body })), [keys.channels.all()]);

export const useUpdateChannel = (id: string) =>
  useInvalidatingMutation((body: ChannelPatch) => dataOf(client.PATCH("/api/v1/channels/{id}", { ...byId(id), body })), [keys.channels.all()]);

export const useDeleteChannel = () => useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/channels/{id}", byId(id))), [keys.channels.all()]);

// The channel too: its lastRun turns "running", which is what makes it poll closely.
export const useSyncChannel = (id: string) =>
  useInvalidatingMutation(() => dataOf(client.POST("/api/v1/channels/{id}/sync", byId(id))), [keys.channels.detail(id), keys.channels.publications(id)]);

export const usePreview = (id: string) =>
  useMutation({ mutationFn: (productIds: string[]) => dataOf(client.POST("/api/v1/channels/{id}/preview", { ...byId(id), body: { productIds } })) });

// A fresh short-lived link each time: never kept.
export const feedLink = (id: string) => dataOf(client.GET("/api/v1/channels/{id}/feed", byId(id)));
