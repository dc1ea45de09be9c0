import { z } from "zod";
import { assetDocument, uploadTarget } from "../assets/documents";
import { auditEventDocument } from "../audit/documents";
import { apiKeyDocument, newApiKeyDocument } from "../auth/api-keys/documents";
import { sessionDocument, signupDocument } from "../auth/documents";
import { externalInvoiceUpload, hostedPage, invoiceDocument, subscriptionView } from "../billing/documents";
import {
  associationTypeDocument,
  attributeDocument,
  attributeLabelDocument,
  bulkResult,
  categoryDocument,
  familyDocument,
  linkedAssets,
  productAssociations,
  productAssetsDocument,
  productDocument,
  productImages,
} from "../catalog/documents";
import { changesPage } from "../changes/schemas";
import { deletedProductDocument, fieldChange, versionDocument } from "../history/schemas";
import { bulkActionDocument } from "../bulk-actions/documents";
import { channelDetail, channelDocument, previewResult, publicationDetail, publicationDocument, readinessBoard, syncStarted } from "../channels/documents";
import { channelTemplateDocument } from "../channels/templates/template";
import { shareLinkDocument } from "../share-links/documents";
import { sheetDocument } from "../sheets/schemas";
import { accessLinkDocument, passportDocument, unitsResult } from "../passports/documents";
import { passportTemplateDocument } from "../passports/templates/template";
import { connectionDocument, invitationDocument, pendingConnectionInvitationDocument } from "../connections/documents";
import { joinedMemberDocument, memberDocument, memberInvitationDocument, pendingInvitationDocument } from "../members/documents";
import { notificationDocument, preferencesDocument } from "../notifications/documents";
import { onboardingDocument, organizationDocument, settingsDocument } from "../orgs/documents";
import { brandPortalDocument } from "../portals/documents";
import { completenessExplanation } from "../quality/documents";
import { presetDocument, renditionDocument, reprocessResult } from "../renditions/documents";
import { searchResult } from "../search/documents";
import { signedLink } from "../storage/documents";
import { exportDocument, exportStarted, importDocument, importUpload } from "../transfer/documents";
import { newWebhookEndpointDocument, webhookDeliveryDocument, webhookEndpointDocument } from "../webhooks/documents";
import { viewDocument } from "../views/documents";

// The response documents that have a schema, by component name. Each is the
// schema its TypeScript type is inferred from, so the serializer's return
// type and this description are one source.
export const COMPONENTS = {
  Product: productDocument,
  Category: categoryDocument,
  Family: familyDocument,
  Attribute: attributeDocument,
  AttributeLabel: attributeLabelDocument,
  ProductImages: productImages,
  AssociationType: associationTypeDocument,
  BulkResult: bulkResult,
  BulkAction: bulkActionDocument,
  ProductAssets: productAssetsDocument,
  LinkedAssets: linkedAssets,
  ProductAssociations: productAssociations,
  SearchResult: searchResult,
  View: viewDocument,
  Asset: assetDocument,
  UploadTarget: uploadTarget,
  Channel: channelDocument,
  ChannelDetail: channelDetail,
  Publication: publicationDocument,
  PublicationDetail: publicationDetail,
  ReadinessBoard: readinessBoard,
  ChannelTemplate: channelTemplateDocument,
  ShareLink: shareLinkDocument,
  Sheet: sheetDocument,
  SheetStarted: z.object({ id: z.string() }),
  Passport: passportDocument,
  PassportTemplate: passportTemplateDocument,
  PassportUnits: unitsResult,
  PassportAccessLink: accessLinkDocument,
  PreviewResult: previewResult,
  ChangesPage: changesPage,
  ProductVersion: versionDocument,
  DeletedProduct: deletedProductDocument,
  RestoreResult: z.object({ product: productDocument, changes: z.array(fieldChange) }),
  Completeness: completenessExplanation,
  Organization: organizationDocument,
  Settings: settingsDocument,
  Connection: connectionDocument,
  Invitation: invitationDocument,
  PendingConnectionInvitation: pendingConnectionInvitationDocument,
  Member: memberDocument,
  MemberInvitation: memberInvitationDocument,
  PendingInvitation: pendingInvitationDocument,
  Onboarding: onboardingDocument,
  Notification: notificationDocument,
  NotificationPreferences: preferencesDocument,
  RenditionPreset: presetDocument,
  Rendition: renditionDocument,
  ReprocessResult: reprocessResult,
  SignedLink: signedLink,
  ApiKey: apiKeyDocument,
  NewApiKey: newApiKeyDocument,
  Session: sessionDocument,
  Signup: signupDocument,
  JoinedMember: joinedMemberDocument,
  AuditEvent: auditEventDocument,
  Subscription: subscriptionView,
  Invoice: invoiceDocument,
  HostedPage: hostedPage,
  ExternalInvoiceUpload: externalInvoiceUpload,
  BrandPortal: brandPortalDocument,
  SyncStarted: syncStarted,
  ImportUpload: importUpload,
  Import: importDocument,
  ExportStarted: exportStarted,
  Export: exportDocument,
  WebhookEndpoint: webhookEndpointDocument,
  NewWebhookEndpoint: newWebhookEndpointDocument,
  WebhookDelivery: webhookDeliveryDocument,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

// What an operation answers on success: a component, a page of one, no body
// (204), or a body not described (an operation missing from SUCCESS below,
// which document.test.ts refuses).
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

// By "METHOD /api/v1/path"; a DELETE missing here answers 204 with no body.
// Any other operation missing here is marked undescribed in the document
// and fails document.test.ts.
export const SUCCESS: Record<string, Success> = {
  "GET /api/v1/products": page("Product"),
  "POST /api/v1/products": one("Product"),
  "GET /api/v1/products/{id}": one("Product"),
  "PATCH /api/v1/products/{id}": one("Product"),
  "POST /api/v1/products/bulk": one("BulkResult"),
  "POST /api/v1/products/bulk-actions": { status: 202, body: { component: "BulkAction" } },
  "GET /api/v1/products/bulk-actions/{id}": one("BulkAction"),
  "POST /api/v1/products/bulk-actions/{id}/undo": { status: 202, body: { component: "BulkAction" } },
  "GET /api/v1/products/{id}/history": page("ProductVersion"),
  "POST /api/v1/products/{id}/history/{versionId}/restore": one("RestoreResult"),
  "GET /api/v1/deleted-products": page("DeletedProduct"),
  "GET /api/v1/products/{id}/assets": one("ProductAssets"),
  "GET /api/v1/products/images": one("ProductImages"),
  "GET /api/v1/suppliers/{id}/attributes": page("AttributeLabel"),
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
  "GET /api/v1/views": page("View"),
  "POST /api/v1/views": one("View"),
  "GET /api/v1/views/{id}": one("View"),
  "PATCH /api/v1/views/{id}": one("View"),
  "GET /api/v1/assets": page("Asset"),
  "GET /api/v1/assets/{id}": one("Asset"),
  "POST /api/v1/assets/upload-url": one("UploadTarget"),
  "POST /api/v1/assets/confirm": one("Asset"),
  "GET /api/v1/channels": page("Channel"),
  "POST /api/v1/channels": one("Channel"),
  "GET /api/v1/channels/{id}": one("ChannelDetail"),
  "PATCH /api/v1/channels/{id}": one("Channel"),
  "GET /api/v1/channels/{id}/publications": page("Publication"),
  "GET /api/v1/channels/{id}/readiness": one("ReadinessBoard"),
  "GET /api/v1/channel-templates": page("ChannelTemplate"),
  "GET /api/v1/share-links": page("ShareLink"),
  "POST /api/v1/share-links": one("ShareLink"),
  "GET /api/v1/share-links/{id}": one("ShareLink"),
  "PATCH /api/v1/share-links/{id}": one("ShareLink"),
  "GET /api/v1/products/{id}/sheet.pdf": { body: { file: ["application/pdf"] } },
  "POST /api/v1/sheets": { status: 202, body: { component: "SheetStarted" } },
  "GET /api/v1/sheets/{id}": one("Sheet"),
  "GET /api/v1/passport-templates": page("PassportTemplate"),
  "POST /api/v1/passport-templates": one("PassportTemplate"),
  "GET /api/v1/products/{id}/passports": page("Passport"),
  "POST /api/v1/products/{id}/passports": one("Passport"),
  "POST /api/v1/passports/{id}/withdraw": one("Passport"),
  "POST /api/v1/passports/{id}/units": one("PassportUnits"),
  "POST /api/v1/passports/{id}/access-links": one("PassportAccessLink"),
  "GET /api/v1/passports/{id}/qr.svg": { body: { file: ["image/svg+xml"] } },
  "GET /api/v1/passports/{id}/qr.png": { body: { file: ["image/png"] } },
  "GET /api/v1/channels/{id}/publications/{productId}": one("PublicationDetail"),
  "POST /api/v1/channels/{id}/preview": one("PreviewResult"),
  "GET /api/v1/changes": one("ChangesPage"),
  "GET /api/v1/products/{id}/completeness": one("Completeness"),
  "GET /api/v1/organization": one("Organization"),
  "GET /api/v1/organization/settings": one("Settings"),
  "PATCH /api/v1/organization/settings": one("Settings"),
  "GET /api/v1/connections": page("Connection"),
  "POST /api/v1/connections/accept": one("Connection"),
  "POST /api/v1/connections/invitations": one("Invitation"),
  "GET /api/v1/connections/invitations": page("PendingConnectionInvitation"),
  "POST /api/v1/connections/invitations/{id}/resend": one("Invitation"),
  "GET /api/v1/members": page("Member"),
  "POST /api/v1/members/invitations": one("MemberInvitation"),
  "GET /api/v1/members/invitations": page("PendingInvitation"),
  "POST /api/v1/members/invitations/{id}/resend": one("MemberInvitation"),
  "GET /api/v1/organization/onboarding": one("Onboarding"),
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
  "POST /api/v1/products/{id}/duplicate": one("Product"),
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
  "POST /api/v1/public/signup": one("Signup"),
  "POST /api/v1/public/accept-invitation": one("JoinedMember"),
  "POST /api/v1/members/invitations/accept": one("JoinedMember"),
  "GET /api/v1/audit-events": page("AuditEvent"),
  "GET /api/v1/billing/subscription": one("Subscription"),
  "GET /api/v1/billing/invoices": page("Invoice"),
  "POST /api/v1/billing/checkout-session": one("HostedPage"),
  "POST /api/v1/billing/portal-session": one("HostedPage"),
  "POST /api/v1/admin/orgs/{id}/invoices/upload-url": one("ExternalInvoiceUpload"),
  "POST /api/v1/admin/orgs/{id}/invoices": one("Invoice"),
  "GET /api/v1/brand-portals": page("BrandPortal"),
  "POST /api/v1/brand-portals": one("BrandPortal"),
  "GET /api/v1/brand-portals/{id}": one("BrandPortal"),
  "PATCH /api/v1/brand-portals/{id}": one("BrandPortal"),
  "POST /api/v1/brand-portals/{id}/publish": one("BrandPortal"),
  "POST /api/v1/brand-portals/{id}/unpublish": one("BrandPortal"),
  "POST /api/v1/channels/{id}/sync": one("SyncStarted"),
  "GET /api/v1/imports": page("Import"),
  "POST /api/v1/imports": one("ImportUpload"),
  "GET /api/v1/imports/{id}": one("Import"),
  "POST /api/v1/imports/{id}/start": one("Import"),
  "GET /api/v1/exports": page("Export"),
  "POST /api/v1/exports": one("ExportStarted"),
  "GET /api/v1/exports/{id}": one("Export"),
  "GET /api/v1/webhook-endpoints": page("WebhookEndpoint"),
  "POST /api/v1/webhook-endpoints": one("NewWebhookEndpoint"),
  "GET /api/v1/webhook-endpoints/{id}": one("WebhookEndpoint"),
  "PATCH /api/v1/webhook-endpoints/{id}": one("WebhookEndpoint"),
  "GET /api/v1/webhook-endpoints/{id}/deliveries": page("WebhookDelivery"),
  "POST /api/v1/webhook-endpoints/{id}/deliveries/{deliveryId}/replay": one("WebhookDelivery"),
};
