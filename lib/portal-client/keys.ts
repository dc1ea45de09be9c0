// Query keys, one factory per resource, so a mutation invalidates exactly
// what it changed (keys.products.all() covers every product query).
const root = ["api"] as const;

export const keys = {
  settings: () => [...root, "settings"] as const,
  products: {
    all: () => [...root, "products"] as const,
    search: (query: object) => [...root, "products", "search", query] as const,
    total: () => [...root, "products", "total"] as const,
    bulkAction: (id: string) => [...root, "products", "bulk-action", id] as const,
    detail: (id: string) => [...root, "products", "detail", id] as const,
    assets: (id: string) => [...root, "products", "assets", id] as const,
    // The filter object sits where an id would, so saving the model refreshes its variants.
    variants: (filter: { parentId: string; all?: boolean }) => [...root, "products", "variants", filter] as const,
    // Keyed by the version it explains, so each save fetches it anew.
    completeness: (id: string, updatedAt: string) => [...root, "products", "completeness", id, updatedAt] as const,
    // Under the product's keys, so any product write (a restore, a bulk action) refreshes its history.
    history: (id: string) => [...root, "products", "history", id] as const,
    historyOf: (id: string, field: string) => [...root, "products", "history", id, field] as const,
    deleted: () => [...root, "products", "deleted"] as const,
    // Under the product's keys, so deleting or restoring the product refreshes them.
    passports: (id: string) => [...root, "products", "passports", id] as const,
  },
  passportTemplates: () => [...root, "passport-templates"] as const,
  categories: () => [...root, "categories"] as const,
  families: () => [...root, "families"] as const,
  attributes: () => [...root, "attributes"] as const,
  views: () => [...root, "views"] as const,
  associationTypes: () => [...root, "association-types"] as const,
  assets: {
    all: () => [...root, "assets"] as const,
    list: (filter: object) => [...root, "assets", "list", filter] as const,
    detail: (id: string) => [...root, "assets", "detail", id] as const,
    renditions: (id: string) => [...root, "assets", "renditions", id] as const,
  },
  presets: () => [...root, "presets"] as const,
  channels: {
    all: () => [...root, "channels"] as const,
    list: () => [...root, "channels", "list"] as const,
    detail: (id: string) => [...root, "channels", "detail", id] as const,
    publications: (id: string) => [...root, "channels", "publications", id] as const,
    // Under the channel's publications, so a sync's invalidation reaches it.
    publication: (id: string, productId: string) => [...root, "channels", "publications", id, "product", productId] as const,
    // Under the channel, so saving its map or a sync refreshes the board.
    readiness: (id: string) => [...root, "channels", "detail", id, "readiness"] as const,
  },
  channelTemplates: () => [...root, "channel-templates"] as const,
  apiKeys: () => [...root, "api-keys"] as const,
  billing: {
    subscription: () => [...root, "billing", "subscription"] as const,
    invoices: () => [...root, "billing", "invoices"] as const,
  },
  notifications: {
    list: () => [...root, "notifications", "list"] as const,
    preferences: () => [...root, "notifications", "preferences"] as const,
  },
  imports: {
    all: () => [...root, "imports"] as const,
    list: () => [...root, "imports", "list"] as const,
    detail: (id: string) => [...root, "imports", "detail", id] as const,
  },
  exports: {
    detail: (id: string) => [...root, "exports", "detail", id] as const,
  },
  connections: () => [...root, "connections"] as const,
  buyerInvitations: () => [...root, "buyer-invitations"] as const,
  webhooks: {
    all: () => [...root, "webhooks"] as const,
    list: () => [...root, "webhooks", "list"] as const,
    detail: (id: string) => [...root, "webhooks", "detail", id] as const,
    deliveries: (id: string) => [...root, "webhooks", "deliveries", id] as const,
  },
  members: {
    all: () => [...root, "members"] as const,
    list: () => [...root, "members", "list"] as const,
    invitations: () => [...root, "members", "invitations"] as const,
  },
  onboarding: () => [...root, "onboarding"] as const,
  shareLinks: () => [...root, "share-links"] as const,
  sheets: { detail: (id: string) => [...root, "sheets", "detail", id] as const },
  brandPortals: {
    all: () => [...root, "brand-portals"] as const,
    detail: (id: string) => [...root, "brand-portals", "detail", id] as const,
  },
};
