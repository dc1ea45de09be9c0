"use client";
import Link from "next/link";
import { isNotFound } from "@/lib/portal-client/fetch-client";
import { useBrandPortal, useSetPublished, useUpdateBrandPortal } from "@/lib/portal-client/hooks/use-brand-portals";
import { useCan } from "@/components/shell/viewer-context";
import { formatDate } from "@/components/ui/format";
import { EmptyState, ErrorState, FormError, Loading } from "@/components/ui/states";
import { PortalForm } from "./portal-form";

export function PortalEditor({ id }: { id: string }) {
  const portal = useBrandPortal(id);
  const update = useUpdateBrandPortal(id);
  const publish = useSetPublished(id);
  const canWrite = useCan("portals:write");
  if (portal.isPending) return <Loading />;
  if (isNotFound(portal.error))
    return (
      <EmptyState title="No such brand portal">
        <p>
          <Link href="/producer/brand-portals">Back to brand portals</Link>
        </p>
      </EmptyState>
    );
  if (portal.isError) return <ErrorState error={portal.error} retry={() => portal.refetch()} />;
  const p = portal.data;
  return (
    <>
      <div className="page-head">
        <h1>{p.title}</h1>
        {canWrite ? (
          <button type="button" className={p.published ? "danger" : undefined} disabled={publish.isPending} onClick={() => publish.mutate(!p.published)}>
            {p.published ? "Unpublish" : "Publish"}
          </button>
        ) : null}
      </div>
      <p role="status">
        {p.published ? (
          <>
            Published {formatDate(p.publishedAt)} at{" "}
            <a href={p.publicUrl} target="_blank" rel="noopener">
              {p.publicUrl}
            </a>
            .
          </>
        ) : (
          "Not published: the public page answers “not found” until you publish."
        )}
      </p>
      <FormError error={publish.error} />
      {update.isSuccess ? (
        <p className="notice success" role="status">
          Saved.
        </p>
      ) : null}
      {canWrite ? (
        <section className="panel" aria-label="Portal settings">
          <PortalForm key={p.updatedAt} portal={p} pending={update.isPending} error={update.error} submitLabel="Save portal" onSubmit={(body) => update.mutate(body)} />
        </section>
      ) : null}
    </>
  );
}
