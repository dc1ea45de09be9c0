import { archiveInvoice } from "./archive-invoice";
import { emailNotification } from "./email-notification";
import { deliverWebhook, emitProductWebhooks } from "./deliver-webhook";
import { expireRotatedApiKey } from "./expire-rotated-api-key";
import { pruneAuthRecords } from "./prune-auth-records";
import { processChannelPage } from "./process-channel-page";
import { renderStaleRenditions } from "./render-stale-renditions";
import { renderAutoRenditionsFn } from "./render-auto-renditions";
import { syndicateChangedProducts } from "./syndicate-changed-products";
import { writeChannelFeed } from "./write-channel-feed";
import { rescoreCatalog } from "./rescore-catalog";
import { scoreChangedProducts } from "./score-products";
import { snapshotAnalytics } from "./snapshot-analytics";
import { sweepAbandonedUploadsFn } from "./sweep-abandoned-uploads";
import { processImportFn } from "./process-import";
import { pruneProductHistory } from "./prune-product-history";
import { writeExport } from "./write-export";
import { refreshExportShapes } from "./refresh-export-shapes";
import { runBulkAction } from "./run-bulk-action";
import { expireTransferFilesFn } from "./expire-transfer-files";
import { writeLineSheetFn } from "./write-line-sheet";

// Every function the app has: served at /api/inngest and run by the
// in-process runner. A function not listed here never runs.
export const functions = [expireRotatedApiKey, pruneAuthRecords, scoreChangedProducts, rescoreCatalog, processChannelPage, syndicateChangedProducts, writeChannelFeed, renderStaleRenditions, renderAutoRenditionsFn, archiveInvoice, emailNotification, snapshotAnalytics, deliverWebhook, emitProductWebhooks, sweepAbandonedUploadsFn, processImportFn, writeExport, refreshExportShapes, runBulkAction, expireTransferFilesFn, pruneProductHistory, writeLineSheetFn];
