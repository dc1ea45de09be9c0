"use client";
import { useState } from "react";
import { EMPTY_FAMILY, createFamilyBodyOf, familyFormOf, updateFamilyBodyOf } from "@/lib/portal-client/family-form";
import { useAttributes } from "@/lib/portal-client/hooks/use-attributes";
import { useCreateFamily, useFamilies, useUpdateFamily } from "@/lib/portal-client/hooks/use-families";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { DictionaryLayout } from "@/components/ui/dictionary-layout";
import { FamilyForm } from "./family-form";
import { FamilyRow } from "./family-row";

// The organisation's families: a form to add one over the attribute
// dictionary, the table, and the chosen family's edit form.
export function FamilyList() {
  const families = useFamilies();
  const attributes = useAttributes();
  const settings = useSettings();
  const create = useCreateFamily();
  const update = useUpdateFamily();
  const canWrite = useCan("products:write");
  const [editing, setEditing] = useState<string | null>(null);
  if (families.isPending || attributes.isPending || settings.isPending) return <Loading label="Loading families…" />;
  if (families.isError) return <ErrorState error={families.error} retry={() => families.refetch()} />;
  if (attributes.isError) return <ErrorState error={attributes.error} retry={() => attributes.refetch()} />;
  const locale = settings.data?.defaultLocale ?? "en";
  const chosen = families.data.find((f) => f.code === editing);
  return (
    <DictionaryLayout
      noun="family"
      caption="Families"
      canWrite={canWrite}
      editing={
        chosen
          ? {
              code: chosen.code,
              form: (
                <FamilyForm
                  key={chosen.code + chosen.updatedAt}
                  initial={familyFormOf(chosen, locale)}
                  attributes={attributes.data}
                  locale={locale}
                  editing
                  submitLabel="Save family"
                  onSubmit={(form) => update.mutateAsync({ code: chosen.code, body: updateFamilyBodyOf(form, locale, chosen) }).then(() => setEditing(null))}
                />
              ),
            }
          : null
      }
      onCancelEdit={() => setEditing(null)}
      createForm={
        <FamilyForm initial={EMPTY_FAMILY} attributes={attributes.data} locale={locale} submitLabel="Create family" onSubmit={(form) => create.mutateAsync(createFamilyBodyOf(form, locale))} />
      }
      empty={
        <EmptyState title="No families yet">
          <p>A family is a set of attributes for one kind of product, and says which of them a complete product needs.</p>
        </EmptyState>
      }
      columns={["Code", `Label (${locale})`, "Attributes", "Required", "Variant axes"]}
      rows={families.data.map((f) => (
        <FamilyRow key={f.code} family={f} locale={locale} canWrite={canWrite} onEdit={() => setEditing(f.code)} />
      ))}
    />
  );
}
