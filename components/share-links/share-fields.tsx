"use client";
import { dayFromNow, type ShareForm } from "@/lib/portal-client/share-links";
import { Field } from "@/components/ui/field";
import { formatLanguage } from "@/components/ui/format";

type Props = { form: ShareForm; onChange: (next: Partial<ShareForm>) => void; errors: { name?: string; expires?: string; password?: string }; locales: readonly string[] };

// A new link's settings: its name, the last day it works, a password, the
// images and sheets, and the language of the page and the files.
export function ShareFields({ form, onChange, errors, locales }: Props) {
  return (
    <>
      <Field label="Name" hint="For you: the list of share links shows it, and so does the page people open." error={errors.name}>
        <input value={form.name} maxLength={200} onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <Field label="Works until" hint="The last day the link opens. Leave it empty for a link that does not expire." error={errors.expires}>
        <input type="date" value={form.expires} min={dayFromNow(0)} onChange={(e) => onChange({ expires: e.target.value })} />
      </Field>
      <Field label="Password (optional)" hint="At least 8 characters. People must give it before they see anything." error={errors.password}>
        <input type="password" autoComplete="new-password" value={form.password} maxLength={200} onChange={(e) => onChange({ password: e.target.value })} />
      </Field>
      <div className="field">
        <label className="check">
          <input type="checkbox" checked={form.includeAssets} onChange={(e) => onChange({ includeAssets: e.target.checked })} />
          Include images and product sheets
        </label>
      </div>
      {locales.length > 1 ? (
        <Field label="Language">
          <select value={form.locale} onChange={(e) => onChange({ locale: e.target.value })}>
            {locales.map((l) => (
              <option key={l} value={l}>
                {formatLanguage(l)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </>
  );
}
