"use client";
import Link from "next/link";
import type { ChannelDetail } from "@/lib/portal-client/api-types";
import { channelPollInterval, runInWords } from "@/lib/portal-client/channel-view";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useReadiness } from "@/lib/portal-client/hooks/use-channels";
import { problemInWords, productCount, ruleInWords } from "@/lib/portal-client/readiness-view";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { Stat } from "@/components/ui/stat";
import { ErrorState, Loading } from "@/components/ui/states";
import { TableHead } from "../ui/table-head";

// A templated channel's readiness board: how many active products are
// ready, what blocks the others (by target and rule, with how many products
// each, and a link to exactly those products in the grid) and the products
// not ready with their reasons. Evaluated by the service whenever the map or
// a product changes, so it is polled like the channel.
export function ReadinessBoard({ channel }: { channel: ChannelDetail }) {
  const board = useReadiness(channel.id, "notReady", channelPollInterval(channel.lastRun));
  const gridLink = `/producer/products?notReadyFor=${channel.id}`;
  if (board.isPending) return <Loading label="Loading readiness…" />;
  if (board.isError) return <ErrorState error={board.error} retry={() => board.refetch()} />;
  const { summary } = board.data.pages[0]!;
  const items = itemsOf(board.data);
  return (
    <section className="panel" aria-labelledby="board-title">
      <h2 id="board-title">Readiness</h2>
      <div className="cards">
        <Stat label="Ready to send" value={summary.ready} testId="board-ready" />
        <Stat label="Not ready" value={summary.notReady} testId="board-not-ready">
          {summary.notReady > 0 ? (
            <Link href={gridLink} className="small">
              Open them in the product grid
            </Link>
          ) : null}
        </Stat>
      </div>
      <p className="small" role="status" data-testid="sync-run">
        {runInWords(channel.lastRun, channel.publicationCounts, formatDate)}
      </p>
      <h3>What blocks products</h3>
      {summary.problems.length === 0 ? (
        <p className="small muted">Nothing: every active product meets the template&apos;s rules.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption className="visually-hidden">What blocks products, by target and rule</caption>
            <TableHead columns={["Target", "Problem", "Products"]} />
            <tbody>
              {summary.problems.map((p) => (
                <tr key={`${p.target}:${p.rule}`}>
                  <td className="mono">{p.target}</td>
                  <td>{ruleInWords(p.rule)}</td>
                  <td>
                    <Link href={gridLink} aria-label={`${productCount(p.count)} with ${problemInWords(p)}, in the product grid`}>
                      {productCount(p.count)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {items.length > 0 ? (
        <>
          <h3>Products not ready</h3>
          <ul className="plain-list" aria-label="Products not ready">
            {items.map((item) => (
              <li key={item.productId}>
                <Link href={`/producer/products/${item.productId}`} className="mono">
                  {item.sku}
                </Link>
                :{" "}
                {[...item.missingRequired.map((target) => problemInWords({ target, rule: "required" })), ...item.transformErrors.map((e) => `${e.target}: ${e.message}`)].join("; ")}
              </li>
            ))}
          </ul>
          <LoadMore hasNextPage={board.hasNextPage} isFetchingNextPage={board.isFetchingNextPage} fetchNextPage={board.fetchNextPage} />
        </>
      ) : null}
    </section>
  );
}
