import type { Passport } from "../../db/generated/client";
import { digitalLinkUri, type DigitalLink } from "../../gs1/digital-link";
import { Html, html } from "../../share-links/page/html";
import type { PassportContent } from "../documents";

// The resolver's three answers for one passport version: an HTML page, a
// schema.org Product in JSON-LD, and a GS1 linkset. Only public fields,
// unless a valid access link asked for the restricted ones too.
type View = { passport: Passport; link: DigitalLink; unit: { serial: string; lot: string | null } | null; restricted: boolean; base: string };

const contentOf = (p: Passport) => p.content as PassportContent;
const inLocale = (values: Record<string, string>, locale: string, fallback: string) => values[locale] ?? values[fallback] ?? Object.values(values)[0] ?? "";

function visibleFields(content: PassportContent, restricted: boolean) {
  return content.sections
    .map((s) => ({ title: s.title, fields: s.fields.filter((f) => (f.access === "public" || restricted) && Object.keys(f.values).length > 0) }))
    .filter((s) => s.fields.length > 0);
}

// The locale a reader gets: the one asked for (?lang=), else the first of
// the browser's languages the passport has, else the supplier's default.
export function readerLocale(content: PassportContent, asked: string | null, acceptLanguage: string | null): string {
  if (asked && content.locales.includes(asked)) return asked;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]!.trim().toLowerCase();
    const match = content.locales.find((l) => l.toLowerCase() === tag) ?? content.locales.find((l) => l.split("-")[0]!.toLowerCase() === tag.split("-")[0]);
    if (tag && match) return match;
  }
  return content.defaultLocale;
}

export function passportJsonLd(view: View, locale: string): Record<string, unknown> {
  const content = contentOf(view.passport);
  const uri = digitalLinkUri(view.base, view.link);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": uri,
    name: inLocale(content.product.name, locale, content.defaultLocale),
    ...(Object.keys(content.product.description).length ? { description: inLocale(content.product.description, locale, content.defaultLocale) } : {}),
    sku: content.product.sku,
    gtin14: view.passport.gtin,
    ...(view.unit ? { serialNumber: view.unit.serial } : {}),
    url: uri,
    additionalProperty: visibleFields(content, view.restricted).flatMap((s) =>
      s.fields.map((f) => ({ "@type": "PropertyValue", propertyID: f.key, name: f.label, value: inLocale(f.values, locale, content.defaultLocale) })),
    ),
  };
}

// RFC 9264 linkset with GS1's link types: the passport page is the
// product's default link, its information page and its sustainability
// information; the JSON-LD describes it.
export function passportLinkset(view: View): Record<string, unknown> {
  const uri = digitalLinkUri(view.base, view.link);
  const content = contentOf(view.passport);
  const title = inLocale(content.product.name, content.defaultLocale, content.defaultLocale);
  const page = [{ href: uri, title, type: "text/html", hreflang: content.locales }];
  return {
    linkset: [
      {
        anchor: uri,
        "https://gs1.org/voc/defaultLink": page,
        "https://gs1.org/voc/pip": page,
        "https://gs1.org/voc/sustainabilityInfo": page,
        describedby: [{ href: uri, type: "application/ld+json" }],
      },
    ],
  };
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f2b;background:#f6f7f9}
header{background:#fff;border-bottom:1px solid #dde1e7;padding:1rem 1.25rem}h1{font-size:1.35rem;margin:0}header p{margin:.25rem 0 0;color:#4a5363}
main{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}section{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:1rem;margin:0 0 1rem}
h2{font-size:1.05rem;margin:0 0 .5rem}dl{margin:0;display:grid;grid-template-columns:minmax(8rem,40%) 1fr;gap:.4rem 1rem}dt{color:#4a5363}dd{margin:0;overflow-wrap:anywhere}
nav.lang{display:flex;gap:.75rem;flex-wrap:wrap;margin:.5rem 0 0}nav.lang a{color:#1d4ed8}.note{color:#4a5363;font-size:.9rem;overflow-wrap:anywhere}
@media (max-width:30rem){dl{grid-template-columns:1fr;gap:.1rem}dd{margin-bottom:.6rem}dd:last-child{margin-bottom:0}dt{font-weight:600;color:#1a1f2b}}`;

export function passportPage(view: View, locale: string): string {
  const content = contentOf(view.passport);
  const name = inLocale(content.product.name, locale, content.defaultLocale);
  const description = inLocale(content.product.description, locale, content.defaultLocale);
  const languages = content.locales.length > 1
    ? html`<nav class="lang" aria-label="Language">${content.locales.map((l) => (l === locale ? html`<strong aria-current="true">${languageName(l)}</strong>` : html`<a href="?lang=${l}" hreflang="${l}" lang="${l}">${languageName(l)}</a>`))}</nav>`
    : null;
  const identity = html`<section><h2>Identification</h2><dl>
    <dt>GTIN</dt><dd>${view.passport.gtin}</dd>
    ${view.link.lot ? html`<dt>Lot</dt><dd>${view.link.lot}</dd>` : null}
    ${view.unit ? html`<dt>Serial number</dt><dd>${view.unit.serial}</dd>${view.unit.lot && !view.link.lot ? html`<dt>Lot</dt><dd>${view.unit.lot}</dd>` : null}` : null}
    <dt>Passport</dt><dd>${content.template.name}, version ${view.passport.version}, published ${view.passport.publishedAt.toISOString().slice(0, 10)}</dd>
  </dl></section>`;
  const sections = visibleFields(content, view.restricted).map(
    (s) => html`<section><h2>${s.title}</h2><dl>${s.fields.map((f) => html`<dt>${f.label}${f.access === "restricted" ? " (restricted)" : ""}</dt><dd>${inLocale(f.values, locale, content.defaultLocale)}</dd>`)}</dl></section>`,
  );
  const body = html`<header><h1>${name}</h1><p>Digital product passport</p>${languages}</header>
<main>${description ? html`<p>${description}</p>` : null}${identity}${sections}
<p class="note">Checksum (SHA-256) ${view.passport.checksum}</p></main>`;
  return html`<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} · product passport</title><link rel="alternate" type="application/ld+json" href="${digitalLinkUri(view.base, view.link)}"><style>${new Html(STYLE)}</style></head><body>${body}</body></html>`.text;
}

function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
