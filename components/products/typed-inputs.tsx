"use client";
import type { AttributeDocument } from "@/lib/portal-client/api-types";
import { emptyDraft, type Draft } from "@/lib/portal-client/typed-values";
import { Inheritable, INHERITED_HINT, useInheritedPaths } from "./inherited";
import { TypedInput } from "./typed-input";

type Props = {
  attributes: readonly AttributeDocument[];
  drafts: Record<string, Draft>;
  onChange: (code: string, draft: Draft, path: string) => void;
  // Where each code writes: attributes.<code> or localized.<L>.attributes.<code>.
  pathOf: (code: string) => string;
  required: readonly string[];
  errors: Record<string, string>;
  labelLocale: string;
  // Set in another locale's tab: the label says which, and text gets lang.
  locale?: string;
  // The id of a group's section, for the editor's index of sections.
  sectionIdOf?: (group: string) => string;
};

// The family's attributes, one typed input each, grouped by their group;
// labels in the default locale (else the code), required ones marked.
export function TypedInputs({ attributes, drafts, onChange, pathOf, required, errors, labelLocale, locale, sectionIdOf }: Props) {
  const inherited = useInheritedPaths();
  const groups = new Map<string, AttributeDocument[]>();
  for (const a of attributes) groups.set(a.group ?? "", [...(groups.get(a.group ?? "") ?? []), a]);
  const labelOf = (a: AttributeDocument) => `${a.labels[labelLocale] ?? a.code}${locale ? ` (${locale})` : ""}${required.includes(a.code) ? " (required)" : ""}`;
  return [...groups].map(([group, members]) => (
    <section key={group} id={sectionIdOf?.(group)} aria-label={group || undefined} className="attribute-group">
      {group ? <h3>{group}</h3> : null}
      {members.map((a) => {
        const path = pathOf(a.code);
        return (
          <Inheritable key={a.code} path={path} label={labelOf(a)}>
            <TypedInput
              attribute={a}
              draft={drafts[a.code] ?? emptyDraft(a.type)}
              onChange={(draft) => onChange(a.code, draft, path)}
              path={path}
              label={labelOf(a)}
              labelLocale={labelLocale}
              lang={locale}
              error={errors[path]}
              hint={inherited.has(path) ? INHERITED_HINT : undefined}
            />
          </Inheritable>
        );
      })}
    </section>
  ));
}
