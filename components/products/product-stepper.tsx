"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import type { paths } from "@/lib/portal-client/generated/api";
import { neighbours, parseGridSequence, readGridSequence, rememberGridSequence } from "@/lib/portal-client/grid-sequence";
import { keys } from "@/lib/portal-client/keys";
import { extendedSequence, nextPageQuery, positionLabel } from "@/lib/portal-client/product-stepper";

type SearchQuery = NonNullable<paths["/api/v1/search/products"]["get"]["parameters"]["query"]>;

// The list is kept in sessionStorage, which the server cannot read: it renders nothing there.
const noSubscription = () => () => {};
const storedList = () => JSON.stringify(readGridSequence());

// Previous and next among the products of the grid's current list, with the
// position in it. At the list's last product the grid's next page is loaded
// (its own search, with its cursor) and the list extended. A product the
// list does not hold (opened from elsewhere) shows neither.
export function ProductStepper({ id }: { id: string }) {
  const sequence = parseGridSequence(useSyncExternalStore(noSubscription, storedList, () => null));
  const step = sequence ? neighbours(sequence, id) : null;
  const cursor = step?.atEnd ? sequence!.nextCursor! : null;
  const more = useQuery({
    queryKey: [...keys.products.search({ gridSequence: sequence?.search }), cursor],
    queryFn: ({ signal }) => dataOf(client.GET("/api/v1/search/products", { params: { query: nextPageQuery(sequence!.search, cursor!) as SearchQuery }, signal })),
    enabled: cursor !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const extended = sequence && more.data ? extendedSequence(sequence, more.data.items.map((p) => p.id), more.data.nextCursor) : null;
  const kept = extended ? JSON.stringify(extended) : null;
  useEffect(() => {
    const next = parseGridSequence(kept);
    if (next) rememberGridSequence(next);
  }, [kept]);
  const list = extended ?? sequence;
  const here = list ? neighbours(list, id) : null;
  if (!list || !here) return null;
  return (
    <nav className="product-stepper" aria-label="Products of the list">
      {here.previous ? <Link href={`/producer/products/${here.previous}`}>← Previous</Link> : <span className="muted">← Previous</span>}
      <span data-testid="product-position">{positionLabel(here.position, list)}</span>
      {here.next ? <Link href={`/producer/products/${here.next}`}>Next →</Link> : <span className="muted">{here.atEnd && !more.isError ? "Loading…" : "Next →"}</span>}
    </nav>
  );
}
