"use client";
import { useState } from "react";
import { createChannelBody } from "@/lib/channels/schemas";
import { mapOf, rowsOf, EMPTY_ROW, type MapRow } from "@/lib/portal-client/attribute-map";
import type { ChannelDocument } from "@/lib/portal-client/api-types";
import type { ChannelInput } from "@/lib/portal-client/hooks/use-channels";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/states";
import { AttributeMapEditor } from "./attribute-map-editor";

type Props = { channel?: ChannelDocument; defaultLocale: string; pending: boolean; error: unknown; submitLabel: string; onSubmit: (body: ChannelInput) => void };

const STARTER_MAP: MapRow[] = [
  { ...EMPTY_ROW, target: "title", from: "name", required: true },
  { ...EMPTY_ROW, target: "description", from: "description" },
];

export function ChannelForm({ channel, defaultLocale, pending, error, submitLabel, onSubmit }: Props) {
  const [name, setName] = useState(channel?.name ?? "");
  const [locale, setLocale] = useState(channel?.locale ?? defaultLocale);
  const [type, setType] = useState<"http" | "feed">(channel?.destination.type ?? "feed");
  const [url, setUrl] = useState(channel?.destination.type === "http" ? channel.destination.url : "");
  const [format, setFormat] = useState<"json" | "csv" | "xml" | "tsv">(channel?.destination.type === "feed" ? channel.destination.format : "json");
  const [rows, setRows] = useState<MapRow[]>(channel ? rowsOf(channel.attributeMap) : STARTER_MAP);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { name, locale, destination: type === "http" ? { type, url } : { type, format }, attributeMap: mapOf(rows) };
    const parsed = createChannelBody.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
    setErrors({});
    onSubmit(body as ChannelInput);
  }
  const mapErrors = Object.entries(errors).filter(([path]) => path.startsWith("attributeMap"));

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={error} />
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
          <Field label="Feed format">
            <select value={format} onChange={(e) => setFormat(e.target.value as "json" | "csv")}>
              <option value="json">JSON</option>
              <option value="csv">CSV</option>
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
      <AttributeMapEditor rows={rows} onChange={setRows} />
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
