import { eventType } from "inngest";
import { z } from "zod";

// Every event the app sends, and the only place one is defined. A function
// triggered by one of these gets typed event.data, and the SDK checks the
// data against the schema before the function runs (a mismatch fails the run
// at once instead of retrying). Producers pass `someEvent.create({ ... })` to
// enqueueEvent (lib/jobs/outbox.ts), which checks the schema as well. Each
// event needs a function that listens to it: inngest/functions/index.test.ts
// fails otherwise. This file stays a leaf (inngest and zod only): producers in
// every domain and the functions in inngest/ import it.

// ---------------------------------------------------------------- credentials

// An API key was rotated: it keeps working until expiresAt (ISO 8601).
export const apiKeyRotated = eventType("api-key.rotated", {
  schema: z.object({
    apiKeyId: z.uuid(),
    organizationId: z.uuid(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

// ---------------------------------------------------------------- catalogue

// Products were created, edited or relinked: their quality score may move,
// their channels may need a delivery and their webhooks may fire. createdIds
// (a subset of productIds) were created by the write, which sent their
// product.created webhooks itself; optional so events enqueued before it
// existed still parse.
export const productChanged = eventType("product.changed", {
  schema: z.object({ organizationId: z.uuid(), productIds: z.array(z.uuid()).min(1).max(1000), createdIds: z.array(z.uuid()).max(1000).optional() }),
});

// A whole catalogue (categoryId and familyId null), one category or one
// family needs new scores. chainId ties the pages of one rescore together;
// the first page has none. familyId is optional so events enqueued before it
// existed still parse.
export const rescoreRequested = eventType("catalog.rescore-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    categoryId: z.uuid().nullable(),
    familyId: z.uuid().nullable().optional(),
    after: z.uuid().nullable(),
    chainId: z.string().optional(),
  }),
});

// ---------------------------------------------------------------- channels

// One page of a channel pass: a keyset page of a full pass (after) or the
// products that just changed (productIds). runId is the sync run the page
// belongs to, null for deliveries after product edits. "deliver" evaluates
// and delivers; "evaluate" refreshes publications only (after the map
// changes), so readiness is current without delivering.
export const channelPageRequested = eventType("channel.page-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    channelId: z.uuid(),
    runId: z.uuid().nullable(),
    mode: z.enum(["deliver", "evaluate"]),
    after: z.uuid().nullable(),
    productIds: z.array(z.uuid()).max(1000).optional(),
  }),
});
export type ChannelPageRequest = z.infer<typeof channelPageRequested.schema>;

// A feed channel's file must be written again: at once for a sync (runId),
// at dueAt for product changes, which are coalesced into one rewrite per
// channel and refresh interval (lib/channels/feed/feed-schedule.ts).
export const channelFeedRequested = eventType("channel.feed-requested", {
  schema: z.object({ organizationId: z.uuid(), channelId: z.uuid(), runId: z.uuid().nullable(), dueAt: z.iso.datetime().optional() }),
});

// ---------------------------------------------------------------- renditions

// Stale renditions of one preset were claimed for re-rendering (POST
// /rendition-presets/{id}/reprocess, or an inline re-render that could not
// finish during the PATCH).
export const rerenderRequested = eventType("renditions.rerender-requested", {
  schema: z.object({
    organizationId: z.uuid(),
    presetId: z.uuid(),
    renditionIds: z.array(z.uuid()).min(1).max(100),
  }),
});

// Images became ready (an upload confirmed, images an import fetched) while
// the organisation has presets marked auto: they are rendered with each
// (lib/renditions/render-auto.ts). At most 100 per event, one step each.
export const imagesReady = eventType("renditions.images-ready", {
  schema: z.object({ organizationId: z.uuid(), assetIds: z.array(z.uuid()).min(1).max(100) }),
});

// ---------------------------------------------------------------- billing and notifications

// A Stripe invoice was recorded for the first time: its PDF and payload are
// copied into the object store (the invoice archive).
export const invoiceRecorded = eventType("invoice.recorded", {
  schema: z.object({ invoiceId: z.uuid(), organizationId: z.uuid() }),
});

// A notification row was written; its email goes out from a background step.
export const notificationCreated = eventType("notification.created", {
  schema: z.object({ notificationId: z.uuid() }),
});

// ---------------------------------------------------------------- webhooks

// A webhook delivery is due (new, or replayed). organizationId lets the job
// runner share its slots fairly between organisations; it is optional so
// events enqueued before it existed still parse.
export const webhookDeliveryCreated = eventType("webhook.delivery-created", {
  schema: z.object({ deliveryId: z.uuid(), organizationId: z.uuid().optional(), replay: z.string().optional() }),
});

// ---------------------------------------------------------------- imports and exports

// An import was started: it waits for the organisation's earlier imports,
// then reads its file and upserts its rows.
export const importStarted = eventType("import.started", {
  schema: z.object({ organizationId: z.uuid(), importId: z.uuid() }),
});

// A bulk action was requested in the product grid: its change is applied to
// each chosen product.
export const bulkActionRequested = eventType("bulk-action.requested", {
  schema: z.object({ organizationId: z.uuid(), bulkActionId: z.uuid() }),
});

// An export was requested: its file is written to the object store.
export const exportRequested = eventType("export.requested", {
  schema: z.object({ organizationId: z.uuid(), exportId: z.uuid() }),
});

export const sheetRequested = eventType("sheet.requested", {
  schema: z.object({ organizationId: z.uuid(), sheetId: z.uuid() }),
});
