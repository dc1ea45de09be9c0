import { z } from "zod";
import { assetDocument, uploadTarget } from "../assets/documents";
import { apiKeyDocument, newApiKeyDocument } from "../auth/api-keys/documents";
import { sessionDocument } from "../auth/documents";
import {
  associationTypeDocument,
  attributeDocument,
  bulkResult,
  categoryDocument,
  familyDocument,
  linkedAssets,
  productAssociations,
  productAssetsDocument,
  productDocument,
} from "../catalog/documents";
import { changesPage } from "../changes/schemas";
import { bulkActionDocument } from "../catalog/bulk-actions/documents";
import { channelDetail, channelDocument, previewResult, publicationDocument } from "../channels/documents";
import { connectionDocument, invitationDocument } from "../connections/documents";
import { memberDocument } from "../members/documents";
import { notificationDocument, preferencesDocument } from "../notifications/documents";
import { organizationDocument, settingsDocument } from "../orgs/documents";
import { completenessExplanation } from "../quality/documents";
import { presetDocument, renditionDocument, reprocessResult } from "../renditions/documents";
import { searchResult } from "../search/documents";
import { signedLink } from "../storage/documents";

// The response documents that have a schema, by component name. Each is the
// schema its TypeScript type is inferred from, so the serializer's return
// type and this description are one source.
export const COMPONENTS = {
  Product: productDocument,
  Category: categoryDocument,
  Family: familyDocument,
  Attribute: attributeDocument,
  AssociationType: associationTypeDocument,
  BulkResult: bulkResult,
  BulkAction: bulkActionDocument,
  ProductAssets: productAssetsDocument,
  LinkedAssets: linkedAssets,
  ProductAssociations: productAssociations,
  SearchResult: searchResult,
  Asset: assetDocument,
  UploadTarget: uploadTarget,
  Channel: channelDocument,
  ChannelDetail: channelDetail,
  Publication: publicationDocument,
  PreviewResult: previewResult,
  ChangesPage: changesPage,
  Completeness: completenessExplanation,
  Organization: organizationDocument,
  Settings: settingsDocument,
  Connection: connectionDocument,
  Invitation: invitationDocument,
  Member: memberDocument,
  Notification: notificationDocument,
  NotificationPreferences: preferencesDocument,
  RenditionPreset: presetDocument,
  Rendition: renditionDocument,
  ReprocessResult: reprocessResult,
  SignedLink: signedLink,
  ApiKey: apiKeyDocument,
  NewApiKey: newApiKeyDocument,
  Session: sessionDocument,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

// What an operation answers on success: a component, a page of one, no body
// (204), or a body not described yet (an object without a schema).
export type SuccessBody =
  | { component: ComponentName }
  | { pageOf: ComponentName }
  | { none: true }
  | { undescribed: true }
  // A file, in one of these media types.
  | { file: string[] };
export type Success = { status?: number; body: SuccessBody };

const one = (component: ComponentName): Success => ({ body: { component } });
const page = (component: ComponentName): Success => ({ body: { pageOf: component } });
export const noContent: Success = { status: 204, body: { none: true } };

// By "METHOD /api/v1/path"; a DELETE missing here answers 204 with no body,
// any other operation missing here its route's status with a body not
// described yet.
export const SUCCESS: Record<string, Success> = {
  "GET /api/v1/products": page("Product"),
  "POST /api/v1/products": one("Product"),
  "GET /api/v1/products/{id}": one("Product"),
  "PATCH /api/v1/products/{id}": one("Product"),
  "POST /api/v1/products/bulk": one("BulkResult"),
  "POST /api/v1/products/bulk-actions": { status: 202, body: { component: "BulkAction" } },
  "GET /api/v1/products/bulk-actions/{id}": one("BulkAction"),
  "GET /api/v1/products/{id}/assets": one("ProductAssets"),
  "PUT /api/v1/products/{id}/assets": one("LinkedAssets"),
  "GET /api/v1/admin/orgs/{id}/products": page("Product"),
  "GET /api/v1/categories": page("Category"),
  "POST /api/v1/categories": one("Category"),
  "GET /api/v1/categories/{id}": one("Category"),
  "PATCH /api/v1/categories/{id}": one("Category"),
  "GET /api/v1/families": page("Family"),
  "POST /api/v1/families": one("Family"),
  "GET /api/v1/families/{code}": one("Family"),
  "PATCH /api/v1/families/{code}": one("Family"),
  "GET /api/v1/attributes": page("Attribute"),
  "POST /api/v1/attributes": one("Attribute"),
  "GET /api/v1/attributes/{code}": one("Attribute"),
  "PATCH /api/v1/attributes/{code}": one("Attribute"),
  "GET /api/v1/association-types": page("AssociationType"),
  "POST /api/v1/association-types": one("AssociationType"),
  "GET /api/v1/association-types/{code}": one("AssociationType"),
  "PATCH /api/v1/association-types/{code}": one("AssociationType"),
  "GET /api/v1/search/products": one("SearchResult"),
  "GET /api/v1/assets": page("Asset"),
  "GET /api/v1/assets/{id}": one("Asset"),
  "POST /api/v1/assets/upload-url": one("UploadTarget"),
  "POST /api/v1/assets/confirm": one("Asset"),
  "GET /api/v1/channels": page("Channel"),
  "POST /api/v1/channels": one("Channel"),
  "GET /api/v1/channels/{id}": one("ChannelDetail"),
  "PATCH /api/v1/channels/{id}": one("Channel"),
  "GET /api/v1/channels/{id}/publications": page("Publication"),
  "POST /api/v1/channels/{id}/preview": one("PreviewResult"),
  "GET /api/v1/changes": one("ChangesPage"),
  "GET /api/v1/products/{id}/completeness": one("Completeness"),
  "GET /api/v1/organization": one("Organization"),
  "GET /api/v1/organization/settings": one("Settings"),
  "PATCH /api/v1/organization/settings": one("Settings"),
  "GET /api/v1/connections": page("Connection"),
  "POST /api/v1/connections/accept": one("Connection"),
  "POST /api/v1/connections/invitations": one("Invitation"),
  "GET /api/v1/members": page("Member"),
  "POST /api/v1/members/invitations": one("Invitation"),
  "GET /api/v1/notifications": page("Notification"),
  "GET /api/v1/notifications/preferences": one("NotificationPreferences"),
  "PATCH /api/v1/notifications/preferences": one("NotificationPreferences"),
  "GET /api/v1/rendition-presets": page("RenditionPreset"),
  "POST /api/v1/rendition-presets": one("RenditionPreset"),
  "GET /api/v1/rendition-presets/{id}": one("RenditionPreset"),
  "PATCH /api/v1/rendition-presets/{id}": one("ReprocessResult"),
  "POST /api/v1/rendition-presets/{id}/reprocess": one("ReprocessResult"),
  "GET /api/v1/assets/{id}/renditions": page("Rendition"),
  "POST /api/v1/assets/{id}/renditions": one("Rendition"),
  "GET /api/v1/products/{id}/associations": one("ProductAssociations"),
  "PUT /api/v1/products/{id}/associations": one("ProductAssociations"),
  "PATCH /api/v1/members/{userId}": one("Member"),
  "POST /api/v1/notifications/{id}/read": one("Notification"),
  "GET /api/v1/channels/{id}/feed": one("SignedLink"),
  "GET /api/v1/billing/invoices/{id}/document": one("SignedLink"),
  "GET /api/v1/analytics/export": { body: { file: ["text/csv", "application/pdf"] } },
  "GET /api/v1/api-keys": page("ApiKey"),
  "POST /api/v1/api-keys": one("NewApiKey"),
  "POST /api/v1/api-keys/{id}/rotate": one("NewApiKey"),
  "POST /api/v1/auth/login": one("Session"),
  "POST /api/v1/auth/refresh": one("Session"),
  "POST /api/v1/auth/logout": noContent,
};
