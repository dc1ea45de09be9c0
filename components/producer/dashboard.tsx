"use client";
import Link from "next/link";
import { Stat } from "@/components/ui/stat";
import { useQueries } from "@tanstack/react-query";
import { client, dataOf } from "@/lib/portal-client/fetch-client";
import { keys } from "@/lib/portal-client/keys";
import { useEntitlementWarnings } from "@/lib/portal-client/entitlement-warnings";
import { useChannels } from "@/lib/portal-client/hooks/use-channels";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useProductSearch, useProductTotal } from "@/lib/portal-client/hooks/use-products";
import { BAND_FLOORS } from "@/lib/catalog/quality-band";
import { StatusBadge } from "@/components/ui/badges";
import { ErrorState, Loading } from "@/components/ui/states";
import { formatDate } from "@/components/ui/format";
import { TableHead } from "../ui/table-head";
import { GettingStarted } from "./getting-started";

const BANDS = ["green", "amber", "red"] as const;

// The latest publication activity of the first few channels; each channel's
// list is read from its start, so this is a glance, not an audit log.
function RecentPublications({ channelIds, names }: { channelIds: string[]; names: Map<string, string> }) {
  const results = useQueries({
    queries: channelIds.map((id) => ({
      queryKey: [...keys.channels.publications(id), "recent"],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataOf(client.GET("/api/v1/channels/{id}/publications", { params: { path: { id }, query: { limit: 50 } }, signal })),
    })),
  });
  if (results.some((r) => r.isPending)) return <Loading label="Loading publications…" />;
  const failed = results.find((r) => r.isError);
  if (failed) return <ErrorState error={failed.error} />;
  const recent = results
    .flatMap((r) => r.data?.items ?? [])
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 8);
  if (recent.length === 0) return <p className="muted">No publications yet. Products are evaluated as soon as a channel exists.</p>;
  return (
    <div className="table-wrap">
      <table>
        <TableHead columns={["Channel", "SKU", "Status", "Reason", "Updated"]} />
        <tbody>
          {recent.map((p) => (
            <tr key={p.id}>
              <td>
                <Link href={`/producer/channels/${p.channelId}`}>{names.get(p.channelId)}</Link>
              </td>
              <td className="mono">{p.sku}</td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td>{p.last_error ?? "—"}</td>
              <td>{formatDate(p.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Dashboard() {
  const total = useProductTotal();
  const facets = useProductSearch({ limit: 1, facetBy: "qualityScore,status" });
  const channels = useChannels();
  const warnings = useEntitlementWarnings();
  const counts = (field: string) => new Map(facets.data?.pages[0]?.facets?.find((f) => f.field === field)?.counts.map((c) => [c.value, c.count]) ?? []);
  const bands = counts("qualityScore");
  const statuses = counts("status");
  const channelList = itemsOf(channels.data);

  return (
    <>
      <div className="page-head">
        <h1>Dashboard</h1>
        <Link className="button" href="/producer/products/new">
          New product
        </Link>
      </div>
      {warnings.length > 0 ? (
        <section className="panel" aria-labelledby="limits">
          <h2 id="limits">Plan limits</h2>
          <ul>
            {warnings.map((w) => (
              <li key={w.entitlement}>
                {w.entitlement}: {w.percent}% of your plan&apos;s allowance used
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <GettingStarted />
      {total.isError ? <ErrorState error={total.error} retry={() => total.refetch()} /> : null}
      <section aria-labelledby="counts">
        <h2 id="counts" className="visually-hidden">
          Counts
        </h2>
        <div className="cards">
          <Stat label="Products" value={total.data ?? "…"} href="/producer/products" />
          <Stat label="Active" value={statuses.get("active") ?? (facets.isPending ? "…" : 0)} href="/producer/products?status=active" />
          <Stat label="Drafts" value={statuses.get("draft") ?? (facets.isPending ? "…" : 0)} href="/producer/products?status=draft" />
          <Stat label="Channels" value={channels.isPending ? "…" : `${channelList.length}${channels.hasNextPage ? "+" : ""}`} href="/producer/channels" />
        </div>
      </section>
      <section className="panel" aria-labelledby="quality">
        <h2 id="quality">Quality bands</h2>
        {facets.isError ? (
          <ErrorState error={facets.error} retry={() => facets.refetch()} />
        ) : (
          <div className="cards">
            {BANDS.map((band) => (
              <div className="stat" key={band}>
                <span className={`badge ${band}`}>{band}</span>
                <div className="stat-value">
                  <Link href={`/producer/products?qualityBand=${band}`}>{bands.get(band) ?? (facets.isPending ? "…" : 0)}</Link>
                </div>
              </div>
            ))}
          </div>
        )}
        <p className="small muted">
          Green is a quality score of {BAND_FLOORS.green} or more, amber {BAND_FLOORS.amber} to {BAND_FLOORS.green - 1}, red below {BAND_FLOORS.amber}. Unscored products are not
          counted.
        </p>
      </section>
      <section className="panel" aria-labelledby="recent">
        <h2 id="recent">Recent publications</h2>
        {channels.isPending ? (
          <Loading />
        ) : channels.isError ? (
          <ErrorState error={channels.error} retry={() => channels.refetch()} />
        ) : channelList.length === 0 ? (
          <p className="muted">
            No channels yet. <Link href="/producer/channels">Create a channel</Link> to syndicate your products.
          </p>
        ) : (
          <RecentPublications channelIds={channelList.slice(0, 3).map((c) => c.id)} names={new Map(channelList.map((c) => [c.id, c.name]))} />
        )}
      </section>
    </>
  );
}
