import type { z } from "zod";
import type { createShareLinkBody, updateShareLinkBody } from "@/lib/share-links/schemas";
import type { components } from "./generated/api";

// Share links as the portal makes and lists them (docs/api.md, "Share
// links"): what a link shares, in words, and the body of a new link.
export type ShareLinkDocument = components["schemas"]["ShareLink"];

// What a new link shares: chosen products (fixed), or a filter (follows
// the catalogue as it changes), with the count when it is known.
export type ShareSource = { kind: "ids"; ids: string[] } | { kind: "filter"; filter: Record<string, string>; total?: number };

export const SHARE_PASSWORD_MIN = 8;

export type ShareForm = { name: string; expires: string; password: string; includeAssets: boolean; locale: string };

export type ShareBody = z.input<typeof createShareLinkBody>;

// A date input's day (yyyy-mm-dd) as the instant the link stops working:
// the end of that day where the supplier is.
export function expiryOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

// An instant as a date input's day, where the supplier is.
export function dayOf(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// The day a number of days from now, for the expiry's default and minimum.
export function dayFromNow(days: number, now = new Date()): string {
  return dayOf(new Date(now.getTime() + days * 86_400_000).toISOString());
}

// What is wrong with an expiry or a password before anything is sent.
export function expiryProblem(day: string, now = new Date()): string | null {
  if (day === "") return null;
  const at = expiryOf(day);
  if (!at) return "Give a date, or leave it empty for a link that does not expire.";
  return new Date(at).getTime() <= now.getTime() ? "Choose today or a later day." : null;
}

export function passwordProblem(password: string): string | null {
  return password !== "" && password.length < SHARE_PASSWORD_MIN ? `A password has at least ${SHARE_PASSWORD_MIN} characters.` : null;
}

function toBody(form: ShareForm, source: ShareSource): ShareBody {
  const expiresAt = form.expires ? expiryOf(form.expires) : null;
  return {
    name: form.name.trim(),
    ...(source.kind === "ids" ? { productIds: source.ids } : { filter: source.filter }),
    ...(form.locale ? { locale: form.locale } : {}),
    includeAssets: form.includeAssets,
    ...(expiresAt ? { expiresAt } : {}),
    ...(form.password ? { password: form.password } : {}),
  };
}

// The body of POST /api/v1/share-links, or the first problem and the field it is at.
export function shareBodyOf(form: ShareForm, source: ShareSource, now = new Date()): { body: ShareBody } | { problem: string; field: "name" | "expires" | "password" } {
  if (!form.name.trim()) return { problem: "Give the link a name.", field: "name" };
  const expiry = expiryProblem(form.expires, now);
  if (expiry) return { problem: expiry, field: "expires" };
  const password = passwordProblem(form.password);
  if (password) return { problem: password, field: "password" };
  return { body: toBody(form, source) };
}

// How a filter's codes and ids read; each falls back to what it names.
export type FilterNames = {
  family?: (code: string) => string | undefined;
  category?: (id: string) => string | undefined;
  attribute?: (code: string) => string | undefined;
  option?: (attribute: string, code: string) => string | undefined;
  channel?: (id: string) => string | undefined;
};

const KIND_WORDS: Record<string, string> = {
  "simple,model": "simple products and models",
  model: "models",
  variant: "variants",
  simple: "simple products",
};

const ATTRIBUTE_KEY = /^attr\.([a-z][a-z0-9_]{0,99})(?:\.(gte|lte|contains))?$/;

const either = (values: string[]) => (values.length <= 1 ? (values[0] ?? "") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`);
const listOf = (value: string, name: (v: string) => string | undefined = () => undefined) =>
  either(
    value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean)
      .map((v) => name(v) ?? v),
  );

function phraseOf(key: string, value: string, names: FilterNames): string {
  switch (key) {
    case "q":
      return `matching “${value}”`;
    case "kind":
      return KIND_WORDS[value] ?? `kind ${value}`;
    case "status":
      return `status ${listOf(value)}`;
    case "qualityBand":
      return `quality ${listOf(value)}`;
    case "familyCode":
      return `family ${listOf(value, names.family)}`;
    case "tags":
      return `tagged ${listOf(value)}`;
    case "categoryId":
      return `in ${names.category?.(value) ?? "a category"}`;
    case "readyFor":
      return `ready for ${names.channel?.(value) ?? "a channel"}`;
    case "notReadyFor":
      return `not ready for ${names.channel?.(value) ?? "a channel"}`;
  }
  const attribute = ATTRIBUTE_KEY.exec(key);
  if (!attribute) return `${key} ${value}`;
  const [, code, operator] = attribute as unknown as [string, string, string | undefined];
  const label = names.attribute?.(code) ?? code;
  if (operator === "gte") return `${label} at least ${value}`;
  if (operator === "lte") return `${label} at most ${value}`;
  if (operator === "contains") return `${label} containing “${value}”`;
  return `${label} ${listOf(value, (option) => names.option?.(code, option))}`;
}

// A search filter in words: "family Shirts, Colour Red or Blue, matching “polo”".
export function filterInWords(filter: Record<string, string>, names: FilterNames = {}): string {
  const phrases = Object.entries(filter)
    .filter(([, value]) => value.trim() !== "")
    .map(([key, value]) => phraseOf(key, value, names));
  return phrases.length === 0 ? "every active product" : phrases.join(", ");
}

const count = (n: number) => (n === 1 ? "1 product" : `${n.toLocaleString("en-GB")} products`);

// What a link shares, as the list says it.
export function sharedInWords(link: Pick<ShareLinkDocument, "productIds" | "filter">, names: FilterNames = {}): string {
  if (link.filter) return `a filter: ${filterInWords(link.filter, names)}`;
  return count(link.productIds?.length ?? 0);
}

// What a new link will share, as the dialog says it.
export function sourceInWords(source: ShareSource, names: FilterNames = {}): string {
  if (source.kind === "ids") return `the ${count(source.ids.length)} you selected`;
  const now = source.total === undefined ? "" : `${count(source.total)} now; `;
  return `the products of this filter: ${filterInWords(source.filter, names)} (${now}the list follows the catalogue as it changes)`;
}

// Whether a link still opens at an instant.
export const hasExpired = (link: Pick<ShareLinkDocument, "expiresAt">, now = new Date()) => link.expiresAt !== null && new Date(link.expiresAt).getTime() <= now.getTime();

export type PasswordChoice = "keep" | "set" | "remove";
export type ShareChange = { expires: string; choice: PasswordChoice; password: string };
export type ShareChangeBody = z.input<typeof updateShareLinkBody>;

// The body of PATCH /api/v1/share-links/{id}: only what changed, an empty
// day removing the expiry; or the first problem and its field.
export function changeBodyOf(link: Pick<ShareLinkDocument, "expiresAt">, change: ShareChange, now = new Date()): { body: ShareChangeBody } | { problem: string; field: "expires" | "password" } {
  const body: ShareChangeBody = {};
  if (change.expires !== dayOf(link.expiresAt)) {
    const problem = expiryProblem(change.expires, now);
    if (problem) return { problem, field: "expires" };
    body.expiresAt = change.expires ? expiryOf(change.expires) : null;
  }
  if (change.choice === "remove") body.password = null;
  if (change.choice === "set") {
    if (change.password === "") return { problem: "Give the new password.", field: "password" };
    const problem = passwordProblem(change.password);
    if (problem) return { problem, field: "password" };
    body.password = change.password;
  }
  return { body };
}
