import { useQuery } from "@tanstack/react-query";
import { client, dataOf } from "../fetch-client";
import { keys } from "../keys";

// Scores and evaluations land in the background, so an open dashboard reads
// the steps again now and then rather than only on load.
export const useOnboarding = () =>
  useQuery({
    queryKey: keys.onboarding(),
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/organization/onboarding", { signal })),
    refetchInterval: 10_000,
  });
