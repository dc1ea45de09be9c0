// Response bodies of the channel endpoints (docs/api.md). Each type is the
// z.infer of its schema (one source for the serializers, the OpenAPI document
// and the portals); browser-safe.
import { z } from "zod";
import { PublicationStatus } from "../db/generated/enums";
import { attributeMapSchema, destinationSchema, type AttributeMap, type Destination, type TargetRule } from "./schemas";

export type { AttributeMap, Destination, PublicationStatus, TargetRule };

export const readiness = z.object({ ready: z.number().int(), wouldSkip: z.number().int(), missingTargets: z.record(z.string(), z.number().int()) });
export type Readiness = z.infer<typeof readiness>;

export const channelDocument = z.object({
  id: z.string(),
  name: z.string(),
  locale: z.string(),
  destination: destinationSchema,
  attributeMap: attributeMapSchema,
  template: z.string().nullable().describe("The retailer template the channel was created from (GET /channel-templates), or null."),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChannelDocument = z.infer<typeof channelDocument>;

// How many publications have each status.
export const publicationCounts = z.object({ pending: z.number().int(), delivered: z.number().int(), skipped: z.number().int(), failed: z.number().int() });
export type PublicationCounts = z.infer<typeof publicationCounts>;

// A sync run started by POST /channels/{id}/sync; finishedAt is set when its last page is done.
export const syncRunDocument = z.object({
  id: z.string(),
  status: z.enum(["running", "completed"]),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncRunDocument = z.infer<typeof syncRunDocument>;

// GET /channels/{id} adds the readiness counts, the counts by publication
// status and the latest sync run to the channel.
export const channelDetail = channelDocument.extend({ readiness, publicationCounts, lastRun: syncRunDocument.nullable() });
export type ChannelDetail = z.infer<typeof channelDetail>;

const targetMessage = z.object({ target: z.string(), message: z.string() });
// A rule a record broke: an op that failed (rule: the op's name) or, on a
// templated channel, a rule of the template (required, maxLength, url,
// price, gtin, allowedValues, maxItems, identifiers...).
const ruleFailure = z.object({ target: z.string(), rule: z.string(), message: z.string() });

export const evaluation = z.object({
  missingRequired: z.array(z.string()),
  transformErrors: z.array(ruleFailure),
  warnings: z.array(targetMessage),
  localeFallbacks: z.array(z.string()),
});
export type Evaluation = z.infer<typeof evaluation>;

// last_error keeps the documented snake_case name.
export const publicationDocument = z.object({
  id: z.string(),
  channelId: z.string(),
  productId: z.string(),
  sku: z.string(),
  status: z.enum(PublicationStatus),
  externalRef: z.string().nullable(),
  last_error: z.string().nullable(),
  evaluation: evaluation.nullable(),
  attempts: z.number().int(),
  deliveredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicationDocument = z.infer<typeof publicationDocument>;

// The record as the destination accepted it, or as the feed held it before
// its file was formatted.
export const deliveredRecord = z.object({ sku: z.string(), fields: z.record(z.string(), z.unknown()) });
export type DeliveredRecord = z.infer<typeof deliveredRecord>;

// One publication with what it last delivered (null before its first
// delivery); the list leaves the records out to keep its pages small.
export const publicationDetail = publicationDocument.extend({ deliveredRecord: deliveredRecord.nullable() });
export type PublicationDetail = z.infer<typeof publicationDetail>;

// A product outside the channel's scope has no sku, record or evaluation.
export const previewItem = z.object({
  productId: z.string(),
  sku: z.string().optional(),
  status: z.enum(["ready", "would_skip", "not_in_scope"]),
  record: z.record(z.string(), z.unknown()).nullable(),
  evaluation: evaluation.nullable(),
  last_error: z.string().nullable(),
});
export type PreviewItem = z.infer<typeof previewItem>;

export const previewResult = z.object({ items: z.array(previewItem) });
export type PreviewResult = z.infer<typeof previewResult>;

// One channel's view of one product (GET /api/v1/products/{id}/completeness).
export const channelReadiness = z.object({
  channelId: z.string(),
  channelName: z.string(),
  locale: z.string(),
  ready: z.boolean(),
  missingRequired: z.array(z.string()),
  transformErrors: z.array(ruleFailure),
});
export type ChannelReadiness = z.infer<typeof channelReadiness>;

// GET /channels/{id}/readiness: what blocks each active product, and the
// problems counted by target and rule (the board's groups).
export const readinessItem = z.object({
  productId: z.string(),
  sku: z.string(),
  ready: z.boolean(),
  missingRequired: z.array(z.string()),
  transformErrors: z.array(ruleFailure),
});
export type ReadinessItem = z.infer<typeof readinessItem>;

export const readinessProblem = z.object({ target: z.string(), rule: z.string().describe("required for a missing required target, else the rule of the transform error."), count: z.number().int() });
export const readinessBoard = z.object({
  summary: z.object({ ready: z.number().int(), notReady: z.number().int(), problems: z.array(readinessProblem) }),
  items: z.array(readinessItem),
  nextCursor: z.string().nullable(),
});
export type ReadinessBoard = z.infer<typeof readinessBoard>;

// POST /channels/{id}/sync answers the run it started; delivery goes on in the background.
export const syncStarted = z.object({ runId: z.string() });
export type SyncStarted = z.infer<typeof syncStarted>;
