"use client";
import { useState } from "react";
import type { AttributeDocument, ProductDocument } from "@/lib/portal-client/api-types";
import { usePassportTemplates, useProductPassports } from "@/lib/portal-client/hooks/use-passports";
import { readinessOf } from "@/lib/portal-client/passports";
import { ErrorState, Loading } from "@/components/ui/states";
import { PassportChecklist } from "./passport-checklist";
import { PassportTools } from "./passport-tools";
import { PassportVersions } from "./passport-versions";
import { PublishPassport } from "./publish-passport";

type Props = {
  product: ProductDocument;
  dictionary: readonly AttributeDocument[];
  defaultLocale: string;
  canWrite: boolean;
  describe: (field: string) => string;
  onJump: (field: string) => void;
};

// The product's digital passport: a template chosen, what it still needs
// from the saved product, publishing a version, the versions published,
// and for the newest active one its QR code, an access link and its units.
export function PassportSection({ product, dictionary, defaultLocale, canWrite, describe, onJump }: Props) {
  const templates = usePassportTemplates();
  const passports = useProductPassports(product.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const newest = passports.data?.[0];
  const code = chosen ?? newest?.templateCode ?? templates.data?.[0]?.code ?? "";
  const template = templates.data?.find((t) => t.code === code);
  const readiness = template ? readinessOf(template, product, dictionary, defaultLocale) : null;
  const current = passports.data?.find((p) => p.status === "active");

  return (
    <section id="section-passport" className="panel editor-section passport-section" aria-labelledby="passport-title">
      <h2 id="passport-title">Passport</h2>
      <p className="small muted">A digital product passport is published from the saved product: a version never changes once published, and the QR code on the product leads to the newest one.</p>
      {templates.isPending ? <Loading label="Loading passport templates…" /> : null}
      {templates.isError ? <ErrorState error={templates.error} retry={() => templates.refetch()} /> : null}
      {templates.data ? (
        <p>
          <label htmlFor="passport-template">Template</label>{" "}
          <select id="passport-template" value={code} onChange={(e) => setChosen(e.target.value)}>
            {templates.data.map((t) => (
              <option key={t.code} value={t.code}>
                {t.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {template && readiness ? <PassportChecklist readiness={readiness} describe={describe} onJump={onJump} /> : null}
      {template && readiness && canWrite ? <PublishPassport productId={product.id} template={template} ready={readiness.missingRequired.length === 0 && readiness.gtin.filled} /> : null}
      {passports.isPending ? <Loading label="Loading passport versions…" /> : null}
      {passports.isError ? <ErrorState error={passports.error} retry={() => passports.refetch()} /> : null}
      {passports.data ? <PassportVersions productId={product.id} passports={passports.data} canWrite={canWrite} /> : null}
      {current ? <PassportTools passport={current} canWrite={canWrite} /> : null}
    </section>
  );
}
