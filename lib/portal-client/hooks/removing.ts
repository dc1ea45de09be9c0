import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

// A delete shown at once in a list held under one key: the row goes, and
// comes back if the server refuses; the list is read again either way.
export function useRemovingMutation<T extends { id: string }>(listKey: QueryKey, remove: (id: string) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onMutate: async (id: string) => {
      await queries.cancelQueries({ queryKey: listKey });
      const before = queries.getQueryData<T[]>(listKey);
      queries.setQueryData<T[]>(listKey, (list) => list?.filter((item) => item.id !== id));
      return { before };
    },
    onError: (_err, _id, context) => queries.setQueryData(listKey, context?.before),
    onSettled: () => queries.invalidateQueries({ queryKey: listKey }),
  });
}
