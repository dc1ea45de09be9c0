"use client";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { channelPollInterval } from "@/lib/portal-client/channel-view";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { feedLink, useChannel, useChannelTemplates, useDeleteChannel, useSyncChannel, useUpdateChannel } from "@/lib/portal-client/hooks/use-channels";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { ChannelForm } from "./channel-form";
import { PreviewPanel } from "./preview-panel";
import { PublicationsTable } from "./publications-table";
import { ReadinessBoard } from "./readiness-board";
import { ReadinessCards } from "./readiness-cards";

export function ChannelDetail({ id }: { id: string }) {
  const router = useRouter();
  const channel = useChannel(id);
  const update = useUpdateChannel(id);
  const sync = useSyncChannel(id);
  const remove = useDeleteChannel();
  const canWrite = useCan("channels:write");
  // A channel just made from a template opens with its proposed map to review.
  const reviewing = useSearchParams().get("review") === "map";
  const [editing, setEditing] = useState(reviewing);
  const [feedError, setFeedError] = useState<unknown>(null);
  const templates = useChannelTemplates();

  if (channel.isPending) return <Loading label="Loading channel…" />;
  if (isNotFound(channel.error))
    return (
      <EmptyState title="No such channel">
        <p>
          <Link href="/producer/channels">Back to channels</Link>
        </p>
      </EmptyState>
    );
  if (channel.isError) return <ErrorState error={channel.error} retry={() => channel.refetch()} />;
  const c = channel.data;
  const templateName = templates.data?.find((t) => t.code === c.template)?.name;

  // The feed link lives minutes, so it is asked for on each click.
  async function openFeed() {
    setFeedError(null);
    try {
      window.location.assign((await feedLink(id)).url);
    } catch (err) {
      setFeedError(err);
    }
  }
  async function destroy() {
    if (!window.confirm(`Delete the channel ${c.name}? Its publications go with it.`)) return;
    await remove.mutateAsync(id);
    router.push("/producer/channels");
  }

  return (
    <>
      <div className="page-head">
        <h1>{c.name}</h1>
        <div className="button-row">
          {canWrite ? (
            <button
              type="button"
              onClick={() => {
                setFeedError(null);
                sync.mutate();
              }}
              disabled={sync.isPending}
            >
              {sync.isPending ? "Starting…" : "Sync now"}
            </button>
          ) : null}
          {c.destination.type === "feed" ? (
            <button type="button" className="secondary" onClick={openFeed}>
              Download feed
            </button>
          ) : null}
          {canWrite ? (
            <button type="button" className="secondary" onClick={() => setEditing(!editing)} aria-expanded={editing}>
              {editing ? "Close editor" : "Edit channel"}
            </button>
          ) : null}
          {canWrite ? (
            <button type="button" className="danger" onClick={destroy}>
              Delete
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">
        {c.template ? `${templateName ?? c.template} template · ` : ""}
        {c.destination.type === "http" ? `Delivers to ${c.destination.url}` : `${c.destination.format.toUpperCase()} feed file`} · locale {c.locale}
      </p>
      {/* Until the run it started is over; the run's line below then says when it completed. */}
      {sync.isSuccess && c.lastRun?.status === "running" ? (
        <p className="notice success" role="status">
          Sync started. Publications update below as products are delivered.
        </p>
      ) : null}
      <FormError error={sync.error ?? remove.error ?? feedError} />
      {editing ? (
        <section className="panel" aria-label="Edit channel">
          {reviewing && c.template ? (
            <p className="notice info" role="status">
              The map below was proposed from your attribute dictionary. Set a source for every required target, then save.
            </p>
          ) : null}
          <ChannelForm
            channel={c}
            defaultLocale={c.locale}
            pending={update.isPending}
            error={update.error}
            submitLabel="Save channel"
            onSubmit={(body) =>
              update.mutate(body, {
                onSuccess: () => {
                  setEditing(false);
                  if (reviewing) router.replace(`/producer/channels/${id}`, { scroll: false });
                },
              })
            }
          />
        </section>
      ) : null}
      {c.template ? <ReadinessBoard channel={c} /> : <ReadinessCards channel={c} />}
      <PublicationsTable channelId={id} counts={c.publicationCounts} refetchInterval={channelPollInterval(c.lastRun)} />
      {canWrite ? <PreviewPanel channelId={id} /> : null}
    </>
  );
}
