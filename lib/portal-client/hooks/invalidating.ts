import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

// A write after which the given queries are stale: they are refetched once
// it succeeds, and the mutation settles when they have been.
export function useInvalidatingMutation<V = void, R = unknown>(mutationFn: (input: V) => Promise<R>, stale: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
