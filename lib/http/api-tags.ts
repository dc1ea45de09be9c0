// The groups every /api/v1 operation is filed under, in the order a
// newcomer meets them: signing in first, the catalogue next, the platform
// operator's tools last. Each route names its group (route({ tag })), and
// the OpenAPI document and /docs/api list the groups in this order.
export const API_TAGS = [
  { name: "Authentication", description: "Sign up, log in, refresh and log out; API keys for integrations." },
  { name: "Organisation and members", description: "The caller's organisation, its locale settings and onboarding steps; members, roles and invitations." },
  { name: "Products", description: "Products and variants: create, read, change and delete one, bulk upserts and background bulk actions, linked assets, associations and completeness." },
  { name: "History", description: "Each product's versions (what changed, who, when and from where), the product as it stood at an instant, restores, recently deleted products and undoing a bulk action." },
  { name: "Attributes and families", description: "The attribute dictionary, families (attribute sets with required attributes and variant axes) and association types." },
  { name: "Categories", description: "The category tree and each category's required attributes." },
  { name: "Search", description: "Full-text and filtered product search with facets." },
  { name: "Assets", description: "Files of the asset library: presigned uploads, confirmation and download links." },
  { name: "Renditions", description: "Rendition presets (resize, format, rotate, greyscale) and the renditions made from image assets." },
  { name: "Channels", description: "Syndication channels: attribute maps, HTTP or feed destinations, previews, publications and syncs." },
  { name: "Imports and exports", description: "Spreadsheet imports (CSV, XLSX) and exports of a search selection." },
  { name: "Webhooks", description: "Endpoints subscribed to change events, and the log of deliveries to them." },
  { name: "Billing", description: "Subscription and plans, checkout and customer-portal sessions, invoices." },
  { name: "Notifications", description: "The signed-in user's notifications and notification preferences." },
  { name: "Analytics", description: "Daily usage trends as a CSV or PDF report." },
  { name: "Brand portals", description: "Public, read-only catalogue sites of a supplier." },
  { name: "Passports", description: "Digital product passports: templates, published versions, serialised units, access links for restricted fields and QR codes of their GS1 Digital Link URIs." },
  { name: "Share links and sheets", description: "Selections of products shared by link with people who have no account, and product and line sheets as PDF." },
  { name: "Connections", description: "Supplier-buyer connections, and what a connected buyer reads of a supplier." },
  { name: "Change feed", description: "Every product change in commit order, for integrations that keep a copy." },
  { name: "Audit", description: "The organisation's audit trail." },
  { name: "API description", description: "This OpenAPI document." },
  { name: "Platform administration", description: "The platform operator's tools across organisations." },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];
