"use client";
import { useState } from "react";
import { EMPTY_ATTRIBUTE, createBodyOf, formOf, updateBodyOf } from "@/lib/portal-client/attribute-form";
import { useAttributes, useCreateAttribute, useUpdateAttribute } from "@/lib/portal-client/hooks/use-attributes";
import { useSettings } from "@/lib/portal-client/hooks/use-settings";
import { useCan } from "@/components/shell/viewer-context";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { DictionaryLayout } from "@/components/ui/dictionary-layout";
import { AttributeForm } from "./attribute-form";
import { AttributeRow } from "./attribute-row";

// The organisation's attribute dictionary: a form to add one, the table, and
// the chosen attribute's edit form. Labels are read and written in the
// organisation's default locale.
export function AttributeList() {
  const attributes = useAttributes();
  const settings = useSettings();
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const canWrite = useCan("products:write");
  const [editing, setEditing] = useState<string | null>(null);
  if (attributes.isPending || settings.isPending) return <Loading label="Loading attributes…" />;
  if (attributes.isError) return <ErrorState error={attributes.error} retry={() => attributes.refetch()} />;
  const locale = settings.data?.defaultLocale ?? "en";
  const chosen = attributes.data.find((a) => a.code === editing);
  return (
    <DictionaryLayout
      noun="attribute"
      caption="Attributes"
      canWrite={canWrite}
      editing={
        chosen
          ? {
              code: chosen.code,
              form: (
                <AttributeForm
                  key={chosen.code + chosen.updatedAt}
                  initial={formOf(chosen, locale)}
                  locale={locale}
                  editing
                  submitLabel="Save attribute"
                  onSubmit={(form) => update.mutateAsync({ code: chosen.code, body: updateBodyOf(form, locale, chosen) }).then(() => setEditing(null))}
                />
              ),
            }
          : null
      }
      onCancelEdit={() => setEditing(null)}
      createForm={<AttributeForm initial={EMPTY_ATTRIBUTE} locale={locale} submitLabel="Create attribute" onSubmit={(form) => create.mutateAsync(createBodyOf(form, locale))} />}
      empty={
        <EmptyState title="No attributes yet">
          <p>Attributes say which values a product may hold: their type, options, unit and rules.</p>
        </EmptyState>
      }
      columns={["Code", "Type", `Label (${locale})`, "Unit", "Options"]}
      rows={attributes.data.map((a) => (
        <AttributeRow key={a.code} attribute={a} locale={locale} canWrite={canWrite} onEdit={() => setEditing(a.code)} />
      ))}
    />
  );
}
