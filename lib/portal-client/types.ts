// Response shapes of /api/v1 as the contract and docs/api.md define them.
// Request shapes come from the zod schemas in lib/<domain>/schemas.ts.
export type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

export type OrgKind = "supplier" | "buyer" | "platform";
export type Role = "owner" | "admin" | "editor" | "viewer";
export type QualityBand = "red" | "amber" | "green";
export type ProductStatus = "draft" | "active" | "archived";

export type Organization = { id: string; name: string; kind: OrgKind; tier: string; createdAt: string };
export type Settings = { defaultLocale: string; enabledLocales: string[] };

export type LocalizedValues = { name?: string; description?: string | null; attributes?: Record<string, unknown> };

export type Product = {
  id: string;
  sku: string;
  name: string;
  description: string | null;
  status: ProductStatus;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[];
  attributes: Record<string, unknown>;
  localized: Record<string, LocalizedValues>;
  supplierId: string;
  supplierName: string;
  qualityScore?: number;
  qualityBand?: QualityBand;
  createdAt: string;
  updatedAt: string;
};

export type FacetCount = { value: string; count: number };
export type Facet = { field: string; counts: FacetCount[] };
export type SearchResult = Page<Product> & { facets?: Facet[] };

export type BulkResult = { results: { sku: string; status: "created" | "updated" | "failed"; id?: string; error?: string }[] };

export type Category = { id: string; name: string; parentId: string | null; requiredAttributes: string[]; createdAt: string; updatedAt: string };

export type AssetType = "image" | "video" | "document" | "certificate" | "other";
export type Asset = {
  id: string;
  filename: string;
  assetType: AssetType;
  mimeType: string;
  sizeBytes: number | null;
  status: "pending" | "ready" | "rejected";
  createdAt: string;
  downloadUrl: string | null;
};
export type UploadTarget = { assetId: string; uploadUrl: string; method: "PUT"; headers: Record<string, string>; expiresAt: string };
export type ProductAssets = { productId: string; assetIds: string[]; assets: Asset[] };

export type RenderOp =
  | { op: "resize"; width?: number; height?: number; fit?: "cover" | "contain" | "inside" }
  | { op: "format"; format: "jpeg" | "png" | "webp" | "avif"; quality?: number }
  | { op: "rotate"; angle: number }
  | { op: "grayscale" };
export type Preset = { id: string; name: string; ops: RenderOp[]; opsVersion: number; createdAt: string; updatedAt: string };
export type Rendition = {
  id: string;
  assetId: string;
  presetId: string;
  status: string;
  width: number | null;
  height: number | null;
  mimeType: string | null;
  sizeBytes: number | null;
  downloadUrl: string | null;
  stale: boolean;
  lastError?: string | null;
  createdAt: string;
};
export type ReprocessResult = { enqueued: number; hasMore: boolean };

export type TargetRule = {
  from?: string;
  op?: string;
  value?: string | number | boolean | (string | number)[];
  maxLength?: number;
  separator?: string;
  required?: boolean;
};
export type Destination = { type: "http"; url: string } | { type: "feed"; format: "json" | "csv" };
export type Channel = {
  id: string;
  name: string;
  locale: string;
  destination: Destination;
  attributeMap: Record<string, TargetRule>;
  createdAt: string;
  updatedAt: string;
  readiness?: { ready: number; wouldSkip: number; missingTargets: Record<string, number> };
};
export type Evaluation = {
  missingRequired: string[];
  transformErrors: { target: string; message: string }[];
  warnings: { target: string; message: string }[];
  localeFallbacks: string[];
};
export type Publication = {
  id: string;
  channelId: string;
  productId: string;
  sku: string;
  status: "pending" | "delivered" | "skipped" | "failed";
  externalRef: string | null;
  last_error: string | null;
  evaluation: Evaluation | null;
  attempts: number;
  deliveredAt: string | null;
  updatedAt: string;
};
export type PreviewItem = {
  productId: string;
  sku?: string;
  status: "ready" | "would_skip" | "not_in_scope";
  record: Record<string, unknown> | null;
  evaluation: Evaluation | null;
  last_error: string | null;
};
export type SignedLink = { url: string; expiresInSeconds: number };

export type ApiKey = {
  id: string;
  name: string;
  scopes: string[];
  sandbox: boolean;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
};
export type NewApiKey = Omit<ApiKey, "lastUsedAt" | "expiresAt"> & { key: string };

export type PlanOffer = { code: string; name: string; interval: "month" | "year"; unitAmount: number; currency: string };
export type SubscriptionView = {
  subscription: { planCode: string; status: string; interval: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean } | null;
  availablePlans: PlanOffer[];
  portalAvailable: boolean;
  selfServeAvailable: boolean;
};
export type Invoice = {
  id: string;
  number: string | null;
  status: string;
  currency: string;
  subtotal: number;
  tax: number;
  total: number;
  amountDue: number;
  amountPaid: number;
  createdAt: string;
  hostedUrl: string | null;
  pdfUrl: string | null;
  archived?: boolean;
  documentUrl?: string | null;
  source: "stripe" | "external";
};

export type Notification = { id: string; kind: string; title: string; body: string; data: unknown; readAt: string | null; createdAt: string };
export type Preferences = { invoicePaid: boolean; subscriptionCancelled: boolean; paymentRecovered: boolean; planLimitReached: true };

export type Connection = { id: string; supplierId: string; supplierName: string; buyerId: string; buyerName: string; status: "active" | "ended"; createdAt: string };
export type Invitation = { token: string; expiresAt: string };

export type BrandPortal = {
  id: string;
  slug: string;
  title: string;
  branding: { logoAssetId: string | null; primaryColor: string | null };
  productFilter: { categoryIds: string[]; tags: string[] };
  published: boolean;
  publishedAt: string | null;
  publicUrl: string;
  logoUrl: string | null;
  createdAt: string;
  updatedAt: string;
};
