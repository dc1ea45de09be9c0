import { useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PreferencesPatch } from "@/lib/notifications/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { Page } from "@/lib/core/pagination";
import type { NotificationDocument, PreferencesDocument } from "@/lib/notifications/documents";
import { usePaged } from "./paged";

export const useNotifications = () => usePaged<NotificationDocument>(keys.notifications.list(), "/api/v1/notifications", {}, { refetchInterval: 60_000 });

// Marking read is shown at once; a refusal puts the list back.
export function useMarkRead() {
  const client = useQueryClient();
  const key = keys.notifications.list();
  return useMutation({
    mutationFn: (id: string) => api<NotificationDocument>(`/api/v1/notifications/${id}/read`, { method: "POST" }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<InfiniteData<Page<NotificationDocument>>>(key);
      const now = new Date().toISOString();
      client.setQueryData<InfiniteData<Page<NotificationDocument>>>(key, (data) =>
        data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((n) => (n.id === id ? { ...n, readAt: n.readAt ?? now } : n)) })) },
      );
      return { before };
    },
    onError: (_err, _id, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const usePreferences = () =>
  useQuery({ queryKey: keys.notifications.preferences(), queryFn: ({ signal }) => api<PreferencesDocument>("/api/v1/notifications/preferences", { signal }) });

export function useUpdatePreferences() {
  const client = useQueryClient();
  const key = keys.notifications.preferences();
  return useMutation({
    mutationFn: (patch: PreferencesPatch) => api<PreferencesDocument>("/api/v1/notifications/preferences", { method: "PATCH", body: patch }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PreferencesDocument>(key);
      client.setQueryData<PreferencesDocument>(key, (p) => p && { ...p, ...patch, planLimitReached: true });
      return { before };
    },
    onError: (_err, _patch, context) => client.setQueryData(key, context?.before),
    onSuccess: (prefs) => client.setQueryData(key, prefs),
  });
}
