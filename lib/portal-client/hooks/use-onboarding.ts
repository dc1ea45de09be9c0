import { useQuery } from "@tanstack/react-query";
import { api } from "../fetch-client";
import { keys } from "../keys";
import type { OnboardingDocument } from "@/lib/orgs/documents";

// Scores and evaluations land in the background, so an open dashboard reads
// the steps again now and then rather than only on load.
export const useOnboarding = () =>
  useQuery({ queryKey: keys.onboarding(), queryFn: ({ signal }) => api<OnboardingDocument>("/api/v1/organization/onboarding", { signal }), refetchInterval: 10_000 });
