"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useChannels, useCreateChannel } from "@/lib/portal-client/hooks/use-channels";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useCan } from "@/components/shell/viewer-context";
import { formatDate } from "@/components/ui/format";
import { LoadMore } from "@/components/ui/load-more";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { ChannelForm } from "./channel-form";
import { TableHead } from "../ui/table-head";

export function ChannelList() {
  const router = useRouter();
  const channels = useChannels();
  const settings = useSettings();
  const create = useCreateChannel();
  const canWrite = useCan("channels:write");
  const [creating, setCreating] = useState(false);
  const list = itemsOf(channels.data);
  return (
    <>
      <div className="page-head">
        <h1>Channels</h1>
        {canWrite ? (
          <button type="button" onClick={() => setCreating(!creating)} aria-expanded={creating}>
            {creating ? "Cancel" : "New channel"}
          </button>
        ) : null}
      </div>
      {creating ? (
        <section className="panel" aria-labelledby="new-channel">
          <h2 id="new-channel">New channel</h2>
          {settings.isPending ? (
            <Loading />
          ) : (
            <ChannelForm
              defaultLocale={settings.data?.defaultLocale ?? "en"}
              pending={create.isPending}
              error={create.error}
              submitLabel="Create channel"
              onSubmit={(body) => create.mutate(body, { onSuccess: (channel) => router.push(`/producer/channels/${channel.id}${channel.template ? "?review=map" : ""}`) })}
            />
          )}
        </section>
      ) : null}
      {channels.isPending ? (
        <Loading label="Loading channels…" />
      ) : channels.isError ? (
        <ErrorState error={channels.error} retry={() => channels.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No channels yet">
          <p>A channel sends your active products to a marketplace or a feed file, shaped by its attribute map.</p>
        </EmptyState>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Channels</caption>
              <TableHead columns={["Name", "Destination", "Locale", "Targets", "Created"]} />
              <tbody>
                {list.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link href={`/producer/channels/${c.id}`}>{c.name}</Link>
                    </td>
                    <td>{c.destination.type === "http" ? c.destination.url : `${c.destination.format.toUpperCase()} feed`}</td>
                    <td>{c.locale}</td>
                    <td>{Object.keys(c.attributeMap).length}</td>
                    <td>{formatDate(c.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNextPage={channels.hasNextPage} isFetchingNextPage={channels.isFetchingNextPage} fetchNextPage={channels.fetchNextPage} />
        </>
      )}
    </>
  );
}
