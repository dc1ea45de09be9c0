import { useInfiniteQuery, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { api, type Query } from "../fetch-client";
import type { Page } from "@/lib/core/pagination";

// A cursor-paged list: pages follow nextCursor, "Load more" asks for the next.
export function usePaged<T, P extends Page<T> = Page<T>>(key: QueryKey, path: string, query: Query = {}, options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => api<P>(path, { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...options,
  });
}

export function itemsOf<P extends Page<unknown>>(data: InfiniteData<P, unknown> | undefined): P["items"] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

// Every page of a short list (categories, presets), for pickers.
export async function allPages<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page: Page<T> = await api<Page<T>>(path, { query: { limit: 200, cursor }, signal });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
