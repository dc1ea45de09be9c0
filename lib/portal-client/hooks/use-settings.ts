import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { settingsBody } from "@/lib/catalog/schemas";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";

export const useSettings = () =>
  useQuery({ queryKey: keys.settings(), queryFn: ({ signal }) => dataOf(client.GET("/api/v1/organization/settings", { signal })), staleTime: 60_000 });

// Locales drive completeness, so a change reaches every product query.
export function useUpdateSettings() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof settingsBody>) => dataOf(client.PATCH("/api/v1/organization/settings", { body })),
    onSuccess: (settings) => {
      queries.setQueryData(keys.settings(), settings);
      return queries.invalidateQueries({ queryKey: keys.products.all() });
    },
  });
}
