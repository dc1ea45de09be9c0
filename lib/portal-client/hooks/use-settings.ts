import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { settingsBody } from "@/lib/catalog/schemas";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { SettingsDocument } from "@/lib/orgs/documents";

export const useSettings = () =>
  useQuery({ queryKey: keys.settings(), queryFn: ({ signal }) => api<SettingsDocument>("/api/v1/organization/settings", { signal }), staleTime: 60_000 });

// Locales drive completeness, so a change reaches every product query.
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof settingsBody>) => api<SettingsDocument>("/api/v1/organization/settings", { method: "PATCH", body }),
    onSuccess: (settings) => {
      client.setQueryData(keys.settings(), settings);
      return client.invalidateQueries({ queryKey: keys.products.all() });
    },
  });
}
