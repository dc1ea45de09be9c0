"use client";
import { useState } from "react";
import { createChannelBody } from "@/lib/channels/schemas";
import { mapOf, rowsOf, EMPTY_ROW, type MapRow } from "@/lib/portal-client/attribute-map";
import type { ChannelDocument } from "@/lib/portal-client/api-types";
import { useChannelTemplates, type ChannelInput } from "@/lib/portal-client/hooks/use-channels";
import { templateMapOf, templateRowsOf } from "@/lib/portal-client/template-map";
import { Field } from "@/components/ui/field";
import { FormError, Loading } from "@/components/ui/states";
import { AttributeMapEditor } from "./attribute-map-editor";
import { TemplateMapEditor } from "./template-map-editor";

type Props = { channel?: ChannelDocument; defaultLocale: string; pending: boolean; error: unknown; submitLabel: string; onSubmit: (body: ChannelInput) => void };
type Format = "json" | "csv" | "xml" | "tsv";

const STARTER_MAP: MapRow[] = [
  { ...EMPTY_ROW, target: "title", from: "name", required: true },
  { ...EMPTY_ROW, target: "description", from: "description" },
];

const FORMAT_LABELS: Record<Format, string> = { xml: "XML", tsv: "TSV (tab-separated)", json: "JSON", csv: "CSV" };

// A new channel starts from a retailer template (its targets and rules are
// the retailer's; the service proposes the map from the dictionary, and it
// is reviewed on the channel's page) or from a custom map. A channel keeps
// the template it was made from.
export function ChannelForm({ channel, defaultLocale, pending, error, submitLabel, onSubmit }: Props) {
  const templates = useChannelTemplates();
  const [name, setName] = useState(channel?.name ?? "");
  const [locale, setLocale] = useState(channel?.locale ?? defaultLocale);
  const [templateCode, setTemplateCode] = useState<string | null>(channel?.template ?? null);
  const [type, setType] = useState<"http" | "feed">(channel?.destination.type ?? "feed");
  const [url, setUrl] = useState(channel?.destination.type === "http" ? channel.destination.url : "");
  const [format, setFormat] = useState<Format>(channel?.destination.type === "feed" ? channel.destination.format : "json");
  const [rows, setRows] = useState<MapRow[]>(channel && !channel.template ? rowsOf(channel.attributeMap) : STARTER_MAP);
  const [edited, setEdited] = useState<MapRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const template = templates.data?.find((t) => t.code === templateCode);
  const templateRows = edited ?? (template ? templateRowsOf(template, channel?.attributeMap) : []);
  const formats: Format[] = template ? [...(template.destinationFormats as Format[]), "json", "csv"] : ["json", "csv"];

  function choose(code: string | null) {
    setTemplateCode(code);
    const next = templates.data?.find((t) => t.code === code);
    if (next && !next.destinationFormats.includes(format)) setFormat(next.destinationFormats[0] as Format);
    if (!next && (format === "xml" || format === "tsv")) setFormat("json");
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const destination = type === "http" ? { type, url } : { type, format };
    // At creation a template's map is the service's proposal; afterwards the rows are it.
    const map = templateCode ? (channel ? { attributeMap: templateMapOf(templateRows) } : {}) : { attributeMap: mapOf(rows) };
    const body = { name, locale, destination, ...(templateCode && !channel ? { template: templateCode } : {}), ...map };
    const parsed = createChannelBody.safeParse(channel ? { ...body, template: channel.template ?? undefined } : body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
    setErrors({});
    onSubmit(body as ChannelInput);
  }
  const mapErrors = Object.entries(errors).filter(([path]) => path.startsWith("attributeMap"));

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} />
      {!channel ? (
        <fieldset>
          <legend>Start from</legend>
          <div className="start-from">
            {(templates.data ?? []).map((t) => (
              <label key={t.code} className="check">
                <input type="radio" name="start-from" checked={templateCode === t.code} onChange={() => choose(t.code)} />
                The {t.name} template
              </label>
            ))}
            <label className="check">
              <input type="radio" name="start-from" checked={templateCode === null} onChange={() => choose(null)} />A custom map
            </label>
          </div>
          {templates.isPending ? <Loading label="Loading templates…" /> : null}
        </fieldset>
      ) : null}
      <div className="form-grid">
        <Field label="Channel name" error={errors.name}>
          <input value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Locale" hint="Localized names and attributes of this locale are used." error={errors.locale}>
          <input value={locale} onChange={(e) => setLocale(e.target.value)} />
        </Field>
        <Field label="Destination">
          <select value={type} onChange={(e) => setType(e.target.value as "http" | "feed")}>
            <option value="feed">Feed file (download)</option>
            <option value="http">REST endpoint</option>
          </select>
        </Field>
        {type === "http" ? (
          <Field label="Endpoint URL" hint="Records are POSTed to {url}/records." error={errors["destination.url"]}>
            <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
          </Field>
        ) : (
          <Field label="Feed format" hint={template ? `${template.name} reads XML or TSV.` : undefined} error={errors["destination.format"]}>
            <select value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              {formats.map((f) => (
                <option key={f} value={f}>
                  {FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {mapErrors.length ? (
        <div className="notice error" role="alert">
          <ul>
            {mapErrors.map(([path, message]) => (
              <li key={path}>
                <code>{path}</code> {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {templateCode && !channel ? (
        <p className="notice info">
          The map is proposed from your attribute dictionary: each target takes the attribute with its code or label (or a well-known alias, such as ean for gtin). You
          review it on the channel&apos;s page before the first sync.
        </p>
      ) : templateCode && template ? (
        <TemplateMapEditor template={template} rows={templateRows} onChange={setEdited} />
      ) : templateCode ? (
        <Loading label="Loading the template…" />
      ) : (
        <AttributeMapEditor rows={rows} onChange={setRows} />
      )}
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
