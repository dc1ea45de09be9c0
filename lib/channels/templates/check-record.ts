import { gtinError } from "../../gs1/gtin";
import { minorDigits } from "../typed-ops";
import { isEmpty } from "../resolve-source";
import type { ChannelTemplate, RuleFailure, TemplateTarget } from "./template";

// A record of a templated channel against its template (docs/api.md,
// "Retailer templates"): each mapped value against its target's rules, then
// the rules that span targets. Pure. Empty values are the required check's
// business, not these rules'.
export function checkRecord(template: ChannelTemplate, fields: Readonly<Record<string, unknown>>): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const target of template.targets) {
    const value = fields[target.name];
    if (isEmpty(value)) continue;
    const failure = targetFailure(target, value);
    if (failure) failures.push({ target: target.name, ...failure });
  }
  for (const rule of template.crossRules) {
    const failure = rule(fields);
    if (failure) failures.push(failure);
  }
  return failures;
}

type Failure = { rule: string; message: string };

function targetFailure(target: TemplateTarget, value: unknown): Failure | null {
  switch (target.type) {
    case "text":
      return textFailure(target, value);
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : { rule: "number", message: "Must be a number." };
    case "url":
      return urlFailure(value);
    case "price":
      return priceFailure(value);
    case "gtin": {
      const error = gtinError(typeof value === "number" ? String(value) : value);
      return error ? { rule: "gtin", message: error } : null;
    }
    case "enum":
      return typeof value === "string" && target.allowedValues!.includes(value)
        ? null
        : { rule: "allowedValues", message: `Must be one of ${target.allowedValues!.join(", ")}; got ${JSON.stringify(value).slice(0, 60)}.` };
    case "list":
      return listFailure(target, value);
  }
}

function textFailure(target: TemplateTarget, value: unknown): Failure | null {
  if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) return { rule: "text", message: "Must be text; join a list first." };
  const length = [...String(value)].length;
  if (target.maxLength !== undefined && length > target.maxLength) return { rule: "maxLength", message: `At most ${target.maxLength} characters; this has ${length}.` };
  return null;
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) return false;
  return URL.canParse(value);
}

function urlFailure(value: unknown): Failure | null {
  return isHttpUrl(value) ? null : { rule: "url", message: "Must be an absolute http or https address." };
}

const PRICE = /^(\d+)(?:\.(\d+))? ([A-Z]{3})$/;

// "<amount> <ISO 4217>", the amount with exactly the currency's minor-unit
// digits: "15.00 EUR", "1500 JPY".
function priceFailure(value: unknown): Failure | null {
  const match = typeof value === "string" ? PRICE.exec(value) : null;
  if (!match) return { rule: "price", message: 'Must be an amount and a currency, such as "15.00 EUR".' };
  const digits = currencyDigits(match[3]!);
  if (digits === null) return { rule: "price", message: `${match[3]} is not an ISO 4217 currency.` };
  if ((match[2]?.length ?? 0) !== digits) return { rule: "price", message: `${match[3]} takes ${digits} decimals, as in ${(15).toFixed(digits)} ${match[3]}.` };
  return null;
}

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

function currencyDigits(currency: string): number | null {
  return CURRENCIES.has(currency) ? minorDigits(currency) : null;
}

function listFailure(target: TemplateTarget, value: unknown): Failure | null {
  const items = Array.isArray(value) ? value : [value];
  if (target.maxItems !== undefined && items.length > target.maxItems) return { rule: "maxItems", message: `At most ${target.maxItems} items; this has ${items.length}.` };
  if (target.itemType === "url" && !items.every(isHttpUrl)) return { rule: "url", message: "Every item must be an absolute http or https address." };
  return null;
}
