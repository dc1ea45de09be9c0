import { useMutation, useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import type { paths } from "../generated/api";
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

// Readiness is counted from the publications, which the background
// evaluation writes after the channel is created or changed and a sync
// updates: read again as often as the publications table is.
export const useChannel = (id: string, refetchInterval: number | false = false) =>
  useQuery({
    queryKey: keys.channels.detail(id),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/channels/{id}", { ...byId(id), signal })),
    refetchInterval,
  });

// Evaluation and delivery run in the background, so the table polls.
export const usePublications = (id: string, refetchInterval: number | false) =>
  usePaged(
    keys.channels.publications(id),
    (cursor, signal) => dataOf(client.GET("/api/v1/channels/{id}/publications", { params: { path: { id }, query: { cursor } }, signal })),
    { refetchInterval },
  );

export const useCreateChannel = () => useInvalidatingMutation((body: ChannelInput) => dataOf(client.POST("/api/v1/channels", { body })), [keys.channels.all()]);

export const useUpdateChannel = (id: string) =>
  useInvalidatingMutation((body: ChannelPatch) => dataOf(client.PATCH("/api/v1/channels/{id}", { ...byId(id), body })), [keys.channels.all()]);

export const useDeleteChannel = () => useInvalidatingMutation((id: string) => dataOf(client.DELETE("/api/v1/channels/{id}", byId(id))), [keys.channels.all()]);

export const useSyncChannel = (id: string) =>
  useInvalidatingMutation(() => dataOf(client.POST("/api/v1/channels/{id}/sync", byId(id))), [keys.channels.publications(id), keys.channels.detail(id)]);

export const usePreview = (id: string) =>
  useMutation({ mutationFn: (productIds: string[]) => dataOf(client.POST("/api/v1/channels/{id}/preview", { ...byId(id), body: { productIds } })) });

// A fresh short-lived link each time: never kept.
export const feedLink = (id: string) => dataOf(client.GET("/api/v1/channels/{id}/feed", byId(id)));
