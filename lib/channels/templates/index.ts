import { googleMerchant } from "./google-merchant";
import type { ChannelTemplate, ChannelTemplateDocument } from "./template";

// The built-in retailer templates, by code.
export const TEMPLATES: ReadonlyMap<string, ChannelTemplate> = new Map([googleMerchant].map((t) => [t.code, t]));
export const TEMPLATE_CODES = [...TEMPLATES.keys()] as [string, ...string[]];

export function templateOf(code: string | null | undefined): ChannelTemplate | null {
  return (code && TEMPLATES.get(code)) || null;
}

export function templateDocument(t: ChannelTemplate): ChannelTemplateDocument {
  return { code: t.code, name: t.name, destinationFormats: t.destinationFormats, targets: t.targets };
}
