import type { ProductDocument } from "../../catalog/documents";
import { Html, html } from "./html";

// The share pages (/s/{token}): plain HTML, styled inline, readable on a
// phone, without scripts.

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f2b;background:#f6f7f9}
header{background:#fff;border-bottom:1px solid #dde1e7;padding:1rem max(1.25rem,calc((100% - 72rem)/2 + 1.25rem))}a{color:#1d4ed8}header p{margin:.25rem 0 0;color:#4a5363}
h1{font-size:1.35rem;margin:0}main{max-width:72rem;margin:0 auto;padding:1.25rem}
form.search{display:flex;gap:.5rem;flex-wrap:wrap;margin:0 0 1rem}input{font:inherit;padding:.5rem .6rem;border:1px solid #8a93a3;border-radius:6px;min-width:0;flex:1 1 14rem}
button,.button{font:inherit;padding:.5rem .9rem;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none;display:inline-block;cursor:pointer}
.button.secondary{background:#fff;color:#1d4ed8}.downloads{display:flex;gap:.5rem;flex-wrap:wrap;margin:0 0 1rem}
ul.products{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem}
li.product{background:#fff;border:1px solid #dde1e7;border-radius:8px;overflow:hidden;display:flex;flex-direction:column}
li.product img,li.product .noimage{width:100%;height:auto;aspect-ratio:1;object-fit:contain;background:#fff;display:block}
li.product .noimage{display:flex;align-items:center;justify-content:center;color:#4a5363;background:#eef0f3}
li.product div.body{padding:.75rem}li.product h2{font-size:1rem;margin:0}li.product p{margin:.25rem 0 0;color:#4a5363;font-size:.9rem}
.count{color:#4a5363;margin:0 0 .75rem}.error{color:#b42318}.card{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:1.25rem;max-width:26rem;margin:2rem auto}
label{display:block;font-weight:600;margin:0 0 .25rem}.card input{width:100%}
li.product h2{overflow-wrap:anywhere}nav.more{margin:1.25rem 0;text-align:center}
`;

function layout(title: string, lang: string, body: Html): string {
  return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${new Html(STYLE)}</style></head><body>${body}</body></html>`.text;
}

export type ShareCard = { doc: ProductDocument; name: string; image: { src: string; srcSet: string; sizes: string } | null; sheetUrl: string | null };

export type SharePageModel = {
  token: string;
  title: string;
  supplierName: string;
  lang: string;
  q: string;
  total: number;
  cards: ShareCard[];
  moreHref: string | null;
  includeAssets: boolean;
};

export function sharePage(m: SharePageModel): string {
  const base = `/s/${m.token}`;
  const body = html`
<header><h1>${m.title}</h1><p>Shared by ${m.supplierName}</p></header>
<main>
  <form class="search" method="get" action="${base}" role="search">
    <label for="q" style="position:absolute;left:-9999px">Search these products</label>
    <input id="q" name="q" type="search" value="${m.q}" placeholder="Search these products">
    <button type="submit">Search</button>
  </form>
  <nav class="downloads" aria-label="Downloads">
    <a class="button secondary" href="${base}/products.csv" download>Spreadsheet (CSV)</a>
    <a class="button secondary" href="${base}/products.json" download>Data (JSON)</a>
    ${m.includeAssets ? html`<a class="button secondary" href="${base}/bundle.zip" download>Everything with images (ZIP)</a>` : null}
  </nav>
  <p class="count" role="status">${m.total === 1 ? "1 product" : `${m.total.toLocaleString("en")} products`}${m.q ? html` match “${m.q}”` : null}</p>
  ${
    m.cards.length === 0
      ? html`<p>No products match this search.</p>`
      : html`<ul class="products" aria-label="Products">${m.cards.map((card, i) => productCard(card, i < 4))}</ul>`
  }
  ${m.moreHref ? html`<nav class="more" aria-label="More products"><a class="button" href="${m.moreHref}">More products</a></nav>` : null}
</main>`;
  return layout(`${m.title} · ${m.supplierName}`, m.lang, body);
}

// The image is the card's picture; the name under it says what it is, so
// it is not read twice.
function productCard(card: ShareCard, eager: boolean): Html {
  const image = card.image
    ? html`<img src="${card.image.src}" srcset="${card.image.srcSet}" sizes="${card.image.sizes}" alt="" width="400" height="400" ${eager ? "" : new Html('loading="lazy"')} decoding="async">`
    : html`<div class="noimage" aria-hidden="true">No image</div>`;
  return html`<li class="product">${image}<div class="body"><h2>${card.name}</h2><p>SKU ${card.doc.sku}</p>${
    card.sheetUrl ? html`<p><a href="${card.sheetUrl}">Product sheet (PDF)</a></p>` : null
  }</div></li>`;
}

export function passwordPage(token: string, lang: string, error: string | null): string {
  const body = html`
<main><div class="card">
  <h1>This selection is protected</h1>
  <p>Enter the password you were given to see the products.</p>
  <form method="post" action="/s/${token}/unlock">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required autofocus ${error ? new Html('aria-invalid="true" aria-describedby="password-error"') : ""}>
    ${error ? html`<p id="password-error" class="error" role="alert">${error}</p>` : null}
    <p><button type="submit">Open</button></p>
  </form>
</div></main>`;
  return layout("Protected selection", lang, body);
}

export function gonePage(): string {
  return layout("Link no longer available", "en", html`<main><div class="card"><h1>This link is no longer available</h1><p>It has expired or was withdrawn. Ask the sender for a new one.</p></div></main>`);
}
