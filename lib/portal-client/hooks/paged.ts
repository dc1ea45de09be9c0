import { useInfiniteQuery, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import type { Page } from "@/lib/core/pagination";

// One page of a list, fetched with the typed client: the page's type comes
// from the operation it calls.
export type FetchPage<P extends Page<unknown>> = (cursor: string | undefined, signal: AbortSignal) => Promise<P>;

// A cursor-paged list: pages follow nextCursor, "Load more" asks for the next.
export function usePaged<P extends Page<unknown>>(key: QueryKey, fetchPage: FetchPage<P>, options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...options,
  });
}

export function itemsOf<P extends Page<unknown>>(data: InfiniteData<P, unknown> | undefined): P["items"] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

// Every page of a short list (categories, presets), for pickers; each call
// asks for 200 items after the cursor it is given.
export async function allPages<P extends Page<unknown>>(fetchPage: FetchPage<P>, signal: AbortSignal): Promise<P["items"]> {
  const items: P["items"] = [];
  let cursor: string | undefined;
  do {
    const page: P = await fetchPage(cursor, signal);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
