"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useBrandPortals, useCreateBrandPortal } from "@/lib/portal-client/hooks/use-brand-portals";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { PortalForm } from "./portal-form";

export function PortalList() {
  const router = useRouter();
  const portals = useBrandPortals();
  const create = useCreateBrandPortal();
  const canWrite = useCan("portals:write");
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className="page-head">
        <h1>Brand portals</h1>
        {canWrite ? (
          <button type="button" onClick={() => setCreating(!creating)} aria-expanded={creating}>
            {creating ? "Cancel" : "New brand portal"}
          </button>
        ) : null}
      </div>
      {creating ? (
        <section className="panel" aria-label="New brand portal">
          <PortalForm pending={create.isPending} error={create.error} submitLabel="Create portal" onSubmit={(body) => create.mutate(body, { onSuccess: (p) => router.push(`/producer/brand-portals/${p.id}`) })} />
        </section>
      ) : null}
      {portals.isPending ? (
        <Loading />
      ) : portals.isError ? (
        <ErrorState error={portals.error} retry={() => portals.refetch()} />
      ) : portals.data.length === 0 ? (
        <EmptyState title="No brand portals yet">
          <p>A brand portal is a public page of your products, with your logo and colour, that anyone can open without signing in.</p>
        </EmptyState>
      ) : (
        <ul style={{ listStyle: "none", padding: 0 }}>
          {portals.data.map((p) => (
            <li key={p.id} className="panel">
              <Link href={`/producer/brand-portals/${p.id}`}>{p.title}</Link> <span className={`badge ${p.published ? "active" : "draft"}`}>{p.published ? "published" : "unpublished"}</span>
              <div className="small muted">/brand/{p.slug}</div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
