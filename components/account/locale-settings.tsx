"use client";
import { useState } from "react";
import { settingsBody } from "@/lib/catalog/schemas";
import { useSettings, useUpdateSettings } from "@/lib/portal-client/hooks/use-settings";
import type { SettingsDocument } from "@/lib/portal-client/api-types";
import { Field } from "@/components/ui/field";
import { ErrorState, FormError, Loading, Problem } from "@/components/ui/states";

function LocaleForm({ settings }: { settings: SettingsDocument }) {
  const update = useUpdateSettings();
  const [defaultLocale, setDefault] = useState(settings.defaultLocale);
  const [enabled, setEnabled] = useState(settings.enabledLocales.join(", "));
  const [problem, setProblem] = useState<string | null>(null);
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = settingsBody.safeParse({ defaultLocale, enabledLocales: enabled.split(",").map((l) => l.trim()).filter(Boolean) });
    if (!parsed.success) return setProblem(parsed.error.issues.map((i) => i.message).join(" "));
    setProblem(null);
    update.mutate(parsed.data, { onSuccess: (s) => (setDefault(s.defaultLocale), setEnabled(s.enabledLocales.join(", "))) });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Problem message={problem} />
      <FormError error={update.error} />
      {update.isSuccess ? (
        <p className="notice success" role="status">
          Saved. Every product is rescored in the background.
        </p>
      ) : null}
      <div className="form-grid">
        <Field label="Default locale" hint="Canonical product values are in this locale, e.g. en-GB.">
          <input value={defaultLocale} onChange={(e) => setDefault(e.target.value)} />
        </Field>
        <Field label="Enabled locales" hint="Separated by commas; must include the default. Completeness counts each.">
          <input value={enabled} onChange={(e) => setEnabled(e.target.value)} />
        </Field>
      </div>
      <button type="submit" disabled={update.isPending}>
        Save locales
      </button>
    </form>
  );
}

export function LocaleSettings() {
  const settings = useSettings();
  return (
    <>
      <h1>Settings</h1>
      <section className="panel" aria-labelledby="locales-title">
        <h2 id="locales-title">Locales</h2>
        {settings.isPending ? <Loading /> : settings.isError ? <ErrorState error={settings.error} retry={() => settings.refetch()} /> : <LocaleForm settings={settings.data} />}
      </section>
    </>
  );
}
