"use client";

// "Load more" for cursor-paged lists (no page numbers: the API has none).
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }) {
  if (!hasNextPage) return null;
  return (
    <p className="pager">
      <button type="button" className="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? "Loading…" : "Load more"}
      </button>
    </p>
  );
}
