import { z } from "zod";
import { PublicationStatus } from "../db/generated/enums";
import { paginationQuery } from "../core/pagination";
import { localeTag } from "../catalog/schemas";
import { IMAGE_AT, RENDITION_OF } from "./media-sources";
import { ALL_UNITS } from "../catalog/attributes/units";
import { TEMPLATE_CODES, templateOf } from "./templates";
import { templateMapErrors } from "./templates/map-rules";

// Channel bodies are strict at every level: an unknown field, transformRules
// included, is a 422 (transformRules was removed: CHANGELOG.md).
const SOURCE_HELP = "Use name, description, sku, tags, categoryName, parentSku, axes, attributes.<code>, images, images[N] or rendition:<presetId>.";
const source = z.union([
  z.enum(["name", "description", "sku", "tags", "categoryName", "images", "parentSku", "axes"]),
  z.string().regex(/^attributes\.[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/, SOURCE_HELP),
  z.string().regex(IMAGE_AT, SOURCE_HELP),
  z.string().regex(RENDITION_OF, SOURCE_HELP),
]);

export const OPS = ["copy", "constant", "default", "number", "lowercase", "uppercase", "truncate", "join", "convert", "label", "price"] as const;
export type Op = (typeof OPS)[number];

const constantValue = z.union([z.string().max(10_000), z.number().finite(), z.boolean(), z.array(z.union([z.string().max(1000), z.number().finite()])).max(100)]);

// The rules of targetRule's check for the API's description: what each op
// needs besides itself (every op but constant reads a source). One if/else
// chain, as generated clients type an allOf of conditions as unknown.
const NEEDS: Partial<Record<Op, Record<string, unknown>>> = {
  constant: { required: ["value"] },
  default: { required: ["from", "value"] },
  truncate: { required: ["from", "maxLength"] },
  convert: { required: ["from", "unit"] },
  price: { required: ["from", "currency"] },
  label: { required: ["from"], properties: { from: { type: "string", pattern: "^attributes\\." } } },
};
const TARGET_RULE_NEEDS = Object.entries(NEEDS).reduce<Record<string, unknown>>(
  (otherwise, [op, needs]) => ({ if: { required: ["op"], properties: { op: { const: op } } }, then: needs, else: otherwise }),
  { required: ["from"] },
);

export const targetRule = z
  .object({
    from: source.optional(),
    op: z.enum(OPS).default("copy"),
    value: constantValue.optional(),
    maxLength: z.number().int().min(1).max(100_000).optional(),
    separator: z.string().max(20).optional(),
    unit: z.enum(ALL_UNITS as [string, ...string[]]).optional(),
    currency: z.string().regex(/^[A-Z]{3}$/, "Use an ISO 4217 code such as EUR.").optional(),
    required: z.boolean().default(false),
  })
  .strict()
  .superRefine((rule, ctx) => {
    // TARGET_RULE_NEEDS below says the same to the API's description.
    if (rule.op !== "constant" && !rule.from) ctx.addIssue({ code: "custom", path: ["from"], message: `The ${rule.op} op needs a source.` });
    if ((rule.op === "constant" || rule.op === "default") && rule.value === undefined) {
      ctx.addIssue({ code: "custom", path: ["value"], message: `The ${rule.op} op needs a value.` });
    }
    if (rule.op === "truncate" && rule.maxLength === undefined) ctx.addIssue({ code: "custom", path: ["maxLength"], message: "truncate needs maxLength." });
    if (rule.op === "convert" && rule.unit === undefined) ctx.addIssue({ code: "custom", path: ["unit"], message: "convert needs the unit to deliver." });
    if (rule.op === "price" && rule.currency === undefined) ctx.addIssue({ code: "custom", path: ["currency"], message: "price needs the currency to deliver." });
    if (rule.op === "label" && !rule.from?.startsWith("attributes.")) ctx.addIssue({ code: "custom", path: ["from"], message: "label reads a select or multiselect attribute (attributes.<code>)." });
  })
  .meta(TARGET_RULE_NEEDS);
export type TargetRule = z.infer<typeof targetRule>;

const targetName = z.string().min(1).max(100).regex(/^[^\s]/, "A target name cannot start with whitespace.");
export const attributeMapSchema = z
  .record(targetName, targetRule)
  .refine((map) => Object.keys(map).length >= 1, "Map at least one target.")
  .refine((map) => Object.keys(map).length <= 500, "At most 500 targets.")
  .meta({ minProperties: 1, maxProperties: 500 });
export type AttributeMap = z.infer<typeof attributeMapSchema>;

// Spelled without the i flag, which a pattern in the API's description
// cannot carry; the regex check hides the URL format, so it is named again.
const httpUrl = z.string().url().max(2048).regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, "Use an http or https URL.").meta({ format: "uri" });

export const destinationSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("http"), url: httpUrl }).strict(),
  z
    .object({
      type: z.literal("feed"),
      format: z.enum(["json", "csv", "xml", "tsv"]).describe("json and csv for any channel; xml and tsv for a template that takes them (google-merchant: its RSS 2.0 feed and its tab-separated form)."),
      // After product changes the file is written again at most once per this
      // many seconds (FEED_REFRESH_SECONDS, 60, when absent); a sync writes at once.
      refreshSeconds: z.number().int().min(1).max(86_400).optional(),
    })
    .strict(),
]);
export type Destination = z.infer<typeof destinationSchema>;

const channelFields = z
  .object({
    name: z.string().trim().min(1).max(200),
    locale: localeTag,
    destination: destinationSchema,
    attributeMap: attributeMapSchema,
    template: z.enum(TEMPLATE_CODES).describe("A retailer template (GET /channel-templates): the map's targets must be its targets, and every record is checked against its rules. Kept for the channel's life."),
  })
  .strict();

// A templated channel may leave its map out: the service proposes one from
// the dictionary. Without a template the map is the channel.
export const createChannelBody = channelFields
  .partial({ attributeMap: true, template: true })
  .superRefine((body, ctx) => {
    if (!body.template && !body.attributeMap) ctx.addIssue({ code: "custom", path: ["attributeMap"], message: "Map at least one target, or name a template." });
    for (const e of templateMapErrors(templateOf(body.template), body)) ctx.addIssue({ code: "custom", path: e.path.split("."), message: e.message });
  });
export type CreateChannelBody = z.infer<typeof createChannelBody>;

export const updateChannelBody = channelFields.partial().strict();
export type UpdateChannelBody = z.infer<typeof updateChannelBody>;

export const previewBody = z.object({ productIds: z.array(z.string().uuid()).min(1).max(100) }).strict();

// GET /channels/{id}/publications: the page, optionally of one status only.
export const publicationsQuery = paginationQuery.extend({
  status: z.enum(PublicationStatus).optional().describe("Only the publications with this status: pending, delivered, skipped or failed."),
});
export type PublicationsQuery = z.infer<typeof publicationsQuery>;

// GET /channels/{id}/readiness: the board, optionally of ready or not-ready products only.
export const readinessQuery = paginationQuery.extend({
  status: z.enum(["ready", "notReady"]).optional().describe("ready: products the channel would send now; notReady: those it skips, with why."),
});
export type ReadinessQuery = z.infer<typeof readinessQuery>;

// GET /channels/{id}/publications/{productId}: a publication is named by its product.
export const publicationParams = z.object({ id: z.string().uuid(), productId: z.string().uuid() });
