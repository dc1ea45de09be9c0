// A retailer template (docs/api.md, "Retailer templates"): the targets a
// destination takes, with the rules each record must pass before it is sent.
// Browser-safe: the portals build the map editor from the same documents.
import { z } from "zod";

export const TARGET_TYPES = ["text", "number", "url", "price", "gtin", "enum", "list"] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const FEED_FORMATS = ["json", "csv", "xml", "tsv"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const templateTarget = z.object({
  name: z.string(),
  required: z.boolean(),
  type: z.enum(TARGET_TYPES),
  allowedValues: z.array(z.string()).optional(),
  maxLength: z.number().int().optional().describe("Text: at most this many characters."),
  maxItems: z.number().int().optional().describe("List: at most this many items."),
  itemType: z.enum(["text", "url"]).optional().describe("List: what each item must be."),
  description: z.string(),
});
export type TemplateTarget = z.infer<typeof templateTarget>;

export const channelTemplateDocument = z.object({
  code: z.string(),
  name: z.string(),
  destinationFormats: z.array(z.enum(FEED_FORMATS)),
  targets: z.array(templateTarget),
});
export type ChannelTemplateDocument = z.infer<typeof channelTemplateDocument>;

// What the service knows of a template besides its document: the attribute
// codes and labels a proposed map looks for, per target, and the rules that
// span several targets.
export type ChannelTemplate = ChannelTemplateDocument & {
  aliases: Readonly<Record<string, readonly string[]>>;
  // The target a variant's model sku fills when nothing else does.
  groupTarget?: string;
  // What the template changes in a record before checking it.
  adjustments: readonly ((fields: Record<string, unknown>) => void)[];
  crossRules: readonly CrossRule[];
};

export type RuleFailure = { target: string; rule: string; message: string };
export type CrossRule = (fields: Readonly<Record<string, unknown>>) => RuleFailure | null;
