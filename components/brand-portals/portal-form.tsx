"use client";
import { useState } from "react";
import type { z } from "zod";
import { createBrandPortalBody } from "@/lib/portals/schemas";
import { DEFAULT_BRAND_COLOR } from "@/lib/portals/contrast";
import { DEFAULT_PUBLIC_FACETS, PUBLIC_FACETS, type PublicFacet } from "@/lib/portals/facets";
import { itemsOf } from "@/lib/portal-client/hooks/paged";
import { useAssets } from "@/lib/portal-client/hooks/use-assets";
import { useCategories } from "@/lib/portal-client/hooks/use-categories";
import type { BrandPortalDocument } from "@/lib/portal-client/api-types";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";

type PortalBody = z.input<typeof createBrandPortalBody>;

const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);

const FACET_LABELS: Record<PublicFacet, string> = { category: "By category", tags: "By tag" };

type Props = { portal?: BrandPortalDocument; pending: boolean; error: unknown; submitLabel: string; onSubmit: (body: PortalBody) => void };

export function PortalForm({ portal, pending, error, submitLabel, onSubmit }: Props) {
  const images = useAssets({ assetType: "image", status: "ready", limit: 200 });
  const categories = useCategories();
  const [title, setTitle] = useState(portal?.title ?? "");
  const [slug, setSlug] = useState(portal?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(portal));
  const [logoAssetId, setLogo] = useState(portal?.branding.logoAssetId ?? "");
  const [color, setColor] = useState(portal?.branding.primaryColor ?? DEFAULT_BRAND_COLOR);
  const [categoryIds, setCategoryIds] = useState<string[]>(portal?.productFilter.categoryIds ?? []);
  const [tags, setTags] = useState(portal?.productFilter.tags.join(", ") ?? "");
  const [facets, setFacets] = useState<PublicFacet[]>(portal?.publicFacets ?? [...DEFAULT_PUBLIC_FACETS]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body: PortalBody = {
      slug,
      title,
      branding: { logoAssetId: logoAssetId || null, primaryColor: color },
      productFilter: { categoryIds, tags: tags.split(",").map((t) => t.trim()).filter(Boolean) },
      publicFacets: facets,
    };
    const parsed = createBrandPortalBody.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
    setErrors({});
    onSubmit(body);
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} />
      <div className="form-grid">
        <Field label="Title" error={errors.title}>
          <input
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugEdited) setSlug(slugFrom(e.target.value));
            }}
          />
        </Field>
        <Field label="Address" hint={`Public at /brand/${slug || "…"}`} error={errors.slug}>
          <input
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugEdited(true);
            }}
          />
        </Field>
        <Field label="Logo" hint="An image from your asset library." error={errors["branding.logoAssetId"]}>
          <select value={logoAssetId} onChange={(e) => setLogo(e.target.value)}>
            <option value="">No logo</option>
            {itemsOf(images.data).map((a) => (
              <option key={a.id} value={a.id}>
                {a.filename}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Brand colour" error={errors["branding.primaryColor"]}>
          <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </Field>
      </div>
      {portal?.branding.logoAssetId && !portal.logoUrl ? (
        <p className="notice warn">The chosen logo is not an image of your organisation, so the public page leaves it out.</p>
      ) : null}
      <fieldset>
        <legend>Products shown</legend>
        <p className="small muted">Active products only. With no category chosen, every category is shown; every listed tag must match.</p>
        {(categories.data ?? []).map((c) => (
          <label key={c.id} className="check">
            <input type="checkbox" checked={categoryIds.includes(c.id)} onChange={(e) => setCategoryIds(e.target.checked ? [...categoryIds, c.id] : categoryIds.filter((id) => id !== c.id))} />
            {c.name}
          </label>
        ))}
        <Field label="Tags" hint="Separate tags with commas." error={errors["productFilter.tags"]}>
          <input value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
      </fieldset>
      <fieldset>
        <legend>Filters visitors may use</legend>
        <p className="small muted">Visitors can always search by name and SKU. Tags are often working labels, so they stay private unless you tick them.</p>
        {PUBLIC_FACETS.map((facet) => (
          <label key={facet} className="check">
            <input type="checkbox" checked={facets.includes(facet)} onChange={(e) => setFacets(e.target.checked ? [...facets, facet] : facets.filter((f) => f !== facet))} />
            {FACET_LABELS[facet]}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
