import { useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PreferencesPatch } from "@/lib/notifications/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";
import type { components } from "../generated/api";
import type { PreferencesDocument } from "../api-types";
import { usePaged } from "./paged";

type NotificationPage = components["schemas"]["NotificationPage"];

export const useNotifications = () =>
  usePaged(keys.notifications.list(), (cursor, signal) => dataOf(client.GET("/api/v1/notifications", { params: { query: { cursor } }, signal })), {
    refetchInterval: 60_000,
  });

// Marking read is shown at once; a refusal puts the list back.
export function useMarkRead() {
  const queries = useQueryClient();
  const key = keys.notifications.list();
  return useMutation({
    mutationFn: (id: string) => dataOf(client.POST("/api/v1/notifications/{id}/read", { params: { path: { id } } })),
    onMutate: async (id) => {
      await queries.cancelQueries({ queryKey: key });
      const before = queries.getQueryData<InfiniteData<NotificationPage>>(key);
      const now = new Date().toISOString();
      queries.setQueryData<InfiniteData<NotificationPage>>(key, (data) =>
        data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (n.id === id ? { ...n, readAt: n.readAt ?? now } : n)) })) },
      );
      return { before };
    },
    onError: (_err, _id, context) => queries.setQueryData(key, context?.before),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
  });
}

export const usePreferences = () =>
  useQuery({ queryKey: keys.notifications.preferences(), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/notifications/preferences", { signal })) });

export function useUpdatePreferences() {
  const queries = useQueryClient();
  const key = keys.notifications.preferences();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => dataOf(client.PATCH("/api/v1/notifications/preferences", { body: patch })),
    onMutate: async (patch) => {
      await queries.cancelQueries({ queryKey: key });
      const before = queries.getQueryData<PreferencesDocument>(key);
      queries.setQueryData<PreferencesDocument>(key, (p) => p && { ...p, ...patch, planLimitReached: true });
      return { before };
    },
    onError: (_err, _patch, context) => queries.setQueryData(key, context?.before),
    onSuccess: (prefs) => queries.setQueryData(key, prefs),
  });
}
