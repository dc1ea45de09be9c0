// The API's response shapes as the portals see them: the components of the
// OpenAPI document (generated/api.d.ts, `npm run openapi:client`), so a page
// reads exactly what the server's schemas say it answers.
import type { components } from "./generated/api";

type Schemas = components["schemas"];

export type ProductDocument = Schemas["Product"];
export type ProductStatus = ProductDocument["status"];
export type QualityBand = NonNullable<ProductDocument["qualityBand"]>;
export type ProductAssetsDocument = Schemas["ProductAssets"];
export type LinkedAssets = Schemas["LinkedAssets"];
export type BulkResult = Schemas["BulkResult"];
export type BulkItemResult = BulkResult["results"][number];
export type CategoryDocument = Schemas["Category"];
export type FamilyDocument = Schemas["Family"];
export type AttributeDocument = Schemas["Attribute"];
export type AttributeType = AttributeDocument["type"];
export type SearchResult = Schemas["SearchResult"];
export type Facet = NonNullable<SearchResult["facets"]>[number];
export type SearchItem = SearchResult["items"][number];
export type CompletenessExplanation = Schemas["Completeness"];

export type AssetDocument = Schemas["Asset"];
export type AssetType = AssetDocument["assetType"];
export type UploadTarget = Schemas["UploadTarget"];
export type RenditionDocument = Schemas["Rendition"];
export type PresetDocument = Schemas["RenditionPreset"];
export type ReprocessResult = Schemas["ReprocessResult"];

export type ChannelDocument = Schemas["Channel"];
export type ChannelDetail = Schemas["ChannelDetail"];
export type PublicationDocument = Schemas["Publication"];
export type Evaluation = NonNullable<PublicationDocument["evaluation"]>;
export type PreviewResult = Schemas["PreviewResult"];
export type SignedLink = Schemas["SignedLink"];

export type SubscriptionView = Schemas["Subscription"];
export type PlanOffer = SubscriptionView["availablePlans"][number];
export type InvoiceDocument = Schemas["Invoice"];

export type NotificationDocument = Schemas["Notification"];
export type PreferencesDocument = Schemas["NotificationPreferences"];
export type ApiKeyDocument = Schemas["ApiKey"];
export type NewApiKeyDocument = Schemas["NewApiKey"];
export type SettingsDocument = Schemas["Settings"];
export type OrgKind = Schemas["Organization"]["kind"];
export type ConnectionDocument = Schemas["Connection"];
export type InvitationDocument = Schemas["Invitation"];
export type MemberDocument = Schemas["Member"];
export type PendingInvitationDocument = Schemas["PendingInvitation"];
export type JoinedMemberDocument = Schemas["JoinedMember"];
export type OnboardingDocument = Schemas["Onboarding"];
export type BrandPortalDocument = Schemas["BrandPortal"];

export type ImportUpload = Schemas["ImportUpload"];
export type ImportDocument = Schemas["Import"];
export type ExportDocument = Schemas["Export"];
export type TransferFormat = ImportDocument["format"];
export type TransferStatus = ImportDocument["status"];

// The retailer templates and the readiness board, from their zod schemas.
export type { ChannelTemplateDocument as ChannelTemplate, TemplateTarget } from "@/lib/channels/templates/template";
export type { ReadinessBoard, ReadinessItem } from "@/lib/channels/documents";

export type PassportDocument = Schemas["Passport"];
export type PassportTemplateDocument = Schemas["PassportTemplate"];
export type PassportUnitsResult = Schemas["PassportUnits"];
export type PassportAccessLinkDocument = Schemas["PassportAccessLink"];
